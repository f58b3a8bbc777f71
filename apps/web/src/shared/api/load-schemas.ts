/**
 * The schemas of the first screens' answers, loaded on first use. zod is the largest library the
 * welcome and login pages would otherwise load before they can draw anything, and none of them
 * needs it before an answer arrives; callers load it beside the request it checks.
 */
export function loadFirstScreenSchemas() {
  return import('./first-screen-schemas');
}
