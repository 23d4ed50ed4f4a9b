/**
 * The one error shape of the API, `{ error: { code, message, issues? } }`, and every code with the
 * status it comes with. The worker throws these, the OpenAPI document lists them, and the client
 * reads `message` to show it as is.
 */
import * as v from "valibot";

/** Each error code and its HTTP status. */
export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_body: 400,
  invalid_query: 400,
  replay_mismatch: 400,
  out_of_range: 400,
  cross_site: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  share_unavailable: 503,
  share_limit_reached: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** One problem with the input: where (dot path, "" for the body) and what. */
export const ErrorIssueSchema = v.object({
  path: v.pipe(v.string(), v.description('Dot path of the field ("projectData.state"), "" for the body.')),
  message: v.string(),
});
export type ErrorIssue = v.InferOutput<typeof ErrorIssueSchema>;

/** Every failure's body. */
export const ErrorBodySchema = v.pipe(
  v.object({
    error: v.object({
      code: v.picklist(Object.keys(ERROR_STATUS) as ErrorCode[]),
      message: v.pipe(v.string(), v.description("A sentence a client can show as is.")),
      issues: v.optional(v.array(ErrorIssueSchema)),
    }),
  }),
  v.metadata({ ref: "Error" }),
);
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
