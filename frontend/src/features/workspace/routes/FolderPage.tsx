/** Built with the workspace feature (issue 3). */
export function FolderPage() {
  return null;
}
