/**
 * The receiver's tracking page of a shipment: `${publicUrl}/t/${token}`, or null once the sender
 * closed it. The one place the link is built: the tracking answer and the notices both use it.
 */
export function receiverPageUrl(publicUrl: string, token: string | null): string | null {
  return token ? `${publicUrl}/t/${token}` : null;
}
