// The notification chime, at volume 0.8. Browsers refuse audio before the user
// interacts with the page, so the first click, keydown or touch plays it muted once to unlock it.
export const NOTIFICATION_SOUND_URL = '/notif-sound.mp3';
export const NOTIFICATION_VOLUME = 0.8;

let audio: HTMLAudioElement | null = null;
const getAudio = (): HTMLAudioElement => {
  audio ??= new Audio(NOTIFICATION_SOUND_URL);
  audio.volume = NOTIFICATION_VOLUME;
  return audio;
};

const UNLOCK_EVENTS = ['click', 'keydown', 'touchstart'] as const;

/** Unlocks audio on the first interaction; returns a cleanup. */
export function installSoundUnlock(): () => void {
  const unlock = () => {
    remove();
    const sound = getAudio();
    sound.muted = true;
    // Older browsers answer play() without a promise; wrapping it covers them and a throw alike.
    Promise.resolve()
      .then(() => sound.play())
      .then(() => {
        sound.pause();
        sound.currentTime = 0;
      })
      .catch(() => undefined)
      .finally(() => {
        sound.muted = false;
      });
  };
  const remove = () => UNLOCK_EVENTS.forEach((name) => window.removeEventListener(name, unlock));
  UNLOCK_EVENTS.forEach((name) => window.addEventListener(name, unlock, { once: true }));
  return remove;
}

export function playNotificationSound(): void {
  const sound = getAudio();
  sound.currentTime = 0;
  // A still-locked browser rejects; the toast still shows, so there is nothing more to do.
  Promise.resolve()
    .then(() => sound.play())
    .catch(() => undefined);
}
