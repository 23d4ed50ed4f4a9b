/**
 * Module types the worker sees because it server-renders the client's components: CSS modules
 * (class-name maps) and plain style sheets.
 */
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module "*.css";
