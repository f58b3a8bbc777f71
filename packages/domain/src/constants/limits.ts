import type { consigneeTypes, printFormats } from '../entities/customer.ts';

// SPEC §9 defaults and limits. DEFAULT_COUNTRY lives in countries.ts, DEFAULT_LANGUAGE and
// FALLBACK_LANGUAGE in languages.ts, the insurance figures in rules/insurance.ts.

/** How long the confirmation icon flashes after a success. */
export const SUCCESS_FLASH_MS = 1000;
/** Below this width the layout switches to its narrow form. */
export const NARROW_BREAKPOINT_PX = 1200;
export const LOGIN_CARD_WIDTH_PX = 450;
/** Client-side form validation waits this long after the last keystroke (SPEC §5). */
export const FORM_VALIDATION_DEBOUNCE_MS = 5;

export const DEFAULT_PRINT_FORMAT: (typeof printFormats)[number] = 'PDF';
export const DEFAULT_CONSIGNEE_TYPE: (typeof consigneeTypes)[number] = 'company';

/** An order number of exactly this length is a temporary (unbooked) order (SPEC §4). */
export const TEMPORARY_ORDER_NO_LENGTH = 16;
export const GOODS_ITEM_ID_LENGTH = 6;
/**
 * A goods line's description (its `goodsType`, the waybill's "varuslag"): what the freight
 * document's column prints whole, and what fits the carriers' goods-description fields
 * (docs/carriers.md; each carrier's own length is confirmed when its real adapter is certified).
 */
export const GOODS_DESCRIPTION_MAX_LENGTH = 35;

/** Stand-ins for required fields while a shipment is filled in temporarily (SPEC §5, §9). */
export const PLACEHOLDER_NAME = 'Default';
export const PLACEHOLDER_PHONE = '0123456789';
export const PLACEHOLDER_EMAIL = 'noreply@skeppa.se';
/** A phone or mobile number is taken as real only when longer than 4 characters. */
export const MOBILE_MIN_USABLE_LENGTH = 5;

/** The most ids one bulk request may carry: a generous page selection, never an unbounded list. */
export const MAX_BULK_IDS = 500;
