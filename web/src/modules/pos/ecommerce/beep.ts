let context: AudioContext | undefined;

/**
 * A short low tone for a code the till does not know (the assistant may be looking at the customer, not the screen).
 * Silent where the browser has no Web Audio or refuses it before a first tap.
 */
export function beepUnknown() {
  try {
    const Audio = window.AudioContext;
    if (!Audio) return;
    context ??= new Audio();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = 220;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
  } catch {
    // No sound: the message says it.
  }
}
