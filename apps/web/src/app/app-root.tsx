import { Outlet } from 'react-router';
import { useDocumentTitle } from './hooks/use-document-title';
import { usePageViews } from './hooks/use-page-views';

/** The root of every route: keeps the document title and page views in step with navigation. */
export function AppRoot() {
  const title = useDocumentTitle();
  usePageViews(title);
  return <Outlet />;
}
