// A USB barcode scanner's keys, for the shop counter's benchmark (bench-scan.mjs) and its E2E test.

/**
 * Types `code` and Enter as a USB scanner does: a key every 4 ms by the keyboard's clock. The keys go to the browser at
 * once through CDP with their own event times (a scanner does not wait for the page: its keys queue while the page is
 * busy, and their timeStamp is when they were typed). Playwright's keyboard would wait for each key to be handled.
 */
export async function typeLikeAScanner(cdp, code) {
  const start = Date.now() / 1000;
  const keys = [...code].map((char) => ({ key: char, code: `Digit${char}`, text: char, vk: char.charCodeAt(0) }));
  keys.push({ key: 'Enter', code: 'Enter', text: '\r', vk: 13 });
  const sent = keys.flatMap(({ key, code, text, vk }, i) => [
    cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key,
      code,
      text,
      unmodifiedText: text,
      windowsVirtualKeyCode: vk,
      timestamp: start + i * 0.004,
    }),
    cdp.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key,
      code,
      windowsVirtualKeyCode: vk,
      timestamp: start + i * 0.004 + 0.001,
    }),
  ]);
  await Promise.all(sent);
}
