/** The top navigation's entries, shared with the worker-rendered /accuracy page. */
export { NAV_ITEMS } from "../../../shared/content/site-nav";
