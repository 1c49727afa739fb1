/**
 * The custom screens sent to devices (issue 18): a boot animation or a wallpaper, over the link's one push path, to the
 * devices a filter chooses (route, model, product, organisation); the device fetches the file from the
 * signed address the command carries and reports when it applied it (event `screenApplied`).
 */
export const SCREEN_PUSH_TYPES = { bootAnimation: 42, wallpaper: 43 } as const;
export type ScreenKind = keyof typeof SCREEN_PUSH_TYPES;

/** The most devices one push may reach (200010 beyond): choose a narrower filter. */
export const SCREEN_PUSH_MAX_DEVICES = 5000;
/** A download address works this long (seconds) after it was sent. */
export const SCREEN_LINK_TTL_SECONDS = 24 * 60 * 60;

/** Wallpapers: PNG or JPEG, exactly the chosen model's screen size, at most IMAGE_LIMITS.wallpaper's bytes (203015 beyond). */
export const WALLPAPER_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
