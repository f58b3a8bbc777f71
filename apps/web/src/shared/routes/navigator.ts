/**
 * Code outside React (the API client's logout on a failed refresh) must navigate too. The router
 * registers itself here at start; until then navigation falls back to a full page load.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(path: string): void {
  navigate(path);
}
