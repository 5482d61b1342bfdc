/** Copies the text of a file on this site, fetched when asked, to the clipboard. */
export async function copyFetchedText(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) {
      throw new Error(`${url}: HTTP ${String(response.status)}`);
    }
    return response.text();
  });
  try {
    // Safari accepts a clipboard write only during the click itself, before the
    // download finishes, so it gets the text as a promise.
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': text.then((content) => new Blob([content], {type: 'text/plain'})),
      }),
    ]);
  } catch {
    // Browsers without ClipboardItem, or without promises in it, take the text itself.
    await navigator.clipboard.writeText(await text);
  }
}
