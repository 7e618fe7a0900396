/** Hands a file to the browser as a download (a PDF report, a CSV export...). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the file after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
