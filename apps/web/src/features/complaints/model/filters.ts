import type { ComplaintListQuery, ComplaintStatus } from '@skeppa/domain';

export interface ComplaintFilters {
  search: string;
  status: ComplaintStatus | '';
  from: string;
  to: string;
}

export const NO_FILTERS: ComplaintFilters = { search: '', status: '', from: '', to: '' };

/** The shortest search the server takes; shorter ones are not sent (the hint says so). */
export const SEARCH_MIN = 3;

/** The list's query: only what is set, and a search only once it is long enough. */
export function complaintQuery(f: ComplaintFilters): ComplaintListQuery {
  const search = f.search.trim();
  return {
    ...(search.length >= SEARCH_MIN ? { search } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to && (!f.from || f.to >= f.from) ? { to: f.to } : {}),
  };
}
