// The export side panel, opened from the lists.
export { ExportDrawer } from './components/ExportDrawer.tsx';
