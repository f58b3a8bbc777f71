import { CONTENT_KEYS } from '@skeppa/domain';

/** The info routes, each showing the content key of the same name. */
export const INFO_PAGES = ['about', 'guide', 'faq', 'carriers', 'packaging', 'insurance'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

export function isInfoPage(name: string | undefined): name is InfoPageName {
  return (INFO_PAGES as readonly (string | undefined)[]).includes(name);
}

export const infoContentKey = (name: InfoPageName): string => CONTENT_KEYS[name];
