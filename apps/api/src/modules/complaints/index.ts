// The complaints module's face: its plugin (`app.complaints`) and routes. It owns the complaints
// and complaint_files tables.
export { complaintsPlugin } from './plugin.ts';
export { complaintRoutes } from './routes.ts';
