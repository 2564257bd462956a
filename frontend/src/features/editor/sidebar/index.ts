export { Sidebar, type SidebarProps } from "./Sidebar";
export { processingStore, ProcessingStore, PROCESSING_HIDE_MS, type ProcessingMessage, type ProcessingStatus } from "./processing";
