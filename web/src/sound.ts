// Move, capture, check and game-end sounds made with WebAudio (no sound
// files). Off by default; the choice is kept in localStorage.

export type SoundKind = "move" | "capture" | "check" | "end";

let context: AudioContext | null = null;

export function soundEnabled(): boolean {
  return localStorage.getItem("sound") === "on";
}

export function setSoundEnabled(on: boolean): void {
  localStorage.setItem("sound", on ? "on" : "off");
}

// Each sound: a few notes (frequency in Hz, start and length in seconds).
const notes: Record<SoundKind, [number, number, number][]> = {
  move: [[220, 0, 0.06]],
  capture: [[180, 0, 0.05], [140, 0.05, 0.08]],
  check: [[660, 0, 0.09], [880, 0.1, 0.12]],
  end: [[523, 0, 0.15], [659, 0.15, 0.15], [784, 0.3, 0.3]],
};

// Browsers start an AudioContext made without a user gesture suspended
// (after a reload); the next click or key resumes it.
for (const event of ["pointerdown", "keydown"])
  document.addEventListener(event, () => void context?.resume().catch(() => {}), { capture: true });

export function playSound(kind: SoundKind): void {
  if (!soundEnabled()) return;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [freq, start, length] of notes[kind]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = kind === "move" || kind === "capture" ? "triangle" : "sine";
      osc.frequency.value = freq;
      // A wooden click: quick attack, exponential decay.
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.3, now + start + 0.005);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(context.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
    (window as unknown as { hensokuSounds?: string[] }).hensokuSounds?.push(kind);
  } catch {
    // No audio device: the game goes on silently.
  }
}
