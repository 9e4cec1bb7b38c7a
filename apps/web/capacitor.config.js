// The Android and iOS shells (Capacitor 7), read by `npx cap sync`, which copies it into each native
// project. JavaScript, not capacitor.config.ts: the CLI compiles a .ts config with TypeScript's
// compiler API, which TypeScript 7 no longer has.
//
// NATIVE_SERVER_URL (at sync time) is the deployment the shells open, e.g. https://eventos.example:
// the page, its API and its session cookie then share one origin, as on the web. Without it the
// shells open the web build copied from dist/ (enough for a build check, not for signing in).

/** @param {string} name */
const env = (name) => process.env[name]?.trim() || undefined;

const serverUrl = env('NATIVE_SERVER_URL');

/** @type {import('@capacitor/cli').CapacitorConfig} */
const config = {
  appId: 'br.app.eventos',
  appName: 'Eventos',
  webDir: 'dist',
  ...(serverUrl && { server: { url: serverUrl, cleartext: serverUrl.startsWith('http://') } }),
  android: {
    allowMixedContent: false,
  },
  ios: {
    contentInset: 'never',
  },
  plugins: {
    SplashScreen: {
      // The app hides it itself: a 300 ms fade about 800 ms after load (spec §4 Startup).
      launchAutoHide: false,
      launchFadeOutDuration: 300,
      backgroundColor: '#141218',
      showSpinner: false,
      androidScaleType: 'CENTER_CROP',
    },
    Keyboard: {
      // The web view shrinks above the keyboard; the app then centres the focused input.
      resize: 'native',
      resizeOnFullScreen: true,
    },
    PushNotifications: {
      presentationOptions: ['badge', 'sound', 'alert'],
    },
    SocialLogin: {
      // Only Google (the first provider, spec §7) is bundled into the shells.
      providers: { google: true, facebook: false, apple: false, twitter: false },
    },
  },
};

export default config;
// The CLI loads this file with require(): hand it the config itself, not the module's namespace.
export { config as 'module.exports' };
