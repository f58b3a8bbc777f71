import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The place notifications appear; loaded after the first screen, which shows none. */
export default function NotificationsHost() {
  return <Notifications position="top-right" limit={3} />;
}
