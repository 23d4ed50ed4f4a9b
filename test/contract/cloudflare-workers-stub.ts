/** Stand-in for the Workers runtime module when the worker's app is imported in Node. */
export class DurableObject<E = unknown> {
  constructor(
    protected ctx: unknown,
    protected env: E,
  ) {}
}
