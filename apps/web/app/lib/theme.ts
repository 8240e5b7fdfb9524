import { BREAKPOINTS, type Locale } from '@kakehashi/contracts'
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles'

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true
  }
  interface Palette {
    accent: Palette['primary']
    notification: Palette['primary']
    gray: Palette['primary']
    link: Palette['primary']
    line: Palette['primary']
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary']
    notification?: PaletteOptions['primary']
    gray?: PaletteOptions['primary']
    link?: PaletteOptions['primary']
    line?: PaletteOptions['primary']
  }
}

/** Shades of spec section 9: primary, accent, notification (red), gray, link, background, line. */
export const palette = {
  primary: { main: '#325C8B', light: '#5D82AD', dark: '#1F3F63', contrastText: '#FFFFFF' },
  accent: { main: '#C8A24B', light: '#E2C88A', dark: '#8F7230', contrastText: '#1A1A1A' },
  notification: { main: '#D93025', light: '#F28B82', dark: '#A50E0E', contrastText: '#FFFFFF' },
  gray: { main: '#757575', light: '#BDBDBD', dark: '#424242', contrastText: '#FFFFFF' },
  link: { main: '#1A73C8', light: '#5CA0E0', dark: '#0B4F91', contrastText: '#FFFFFF' },
  line: { main: '#E0E0E0', light: '#F0F0F0', dark: '#C4C4C4', contrastText: '#1A1A1A' },
  background: { default: '#F5F7FA', paper: '#FFFFFF' },
  // Darker than MUI's default red: error text and delete buttons keep 4.5:1 on the page
  // background even under the pointer's hover tint (WCAG 1.4.3).
  error: { main: '#C62828', light: '#EF5350', dark: '#8E0000', contrastText: '#FFFFFF' },
} as const

/**
 * The system's own Japanese fonts, so no font file is downloaded and none holds back the first
 * paint (decision 019): Hiragino on macOS and iOS, Noto Sans CJK JP on Android and Linux (also
 * what `sans-serif` gives there for `lang="ja"`), Yu Gothic and then Meiryo on Windows.
 */
export const FONT_FAMILY = [
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Yu Gothic Text"',
  'Meiryo',
  'sans-serif',
].join(',')

/**
 * Yu Gothic's Regular face renders faint on Windows screens, and naming its Medium face as a
 * family would make bold text a synthetic one. These faces point at the installed fonts only
 * (`local()`, nothing to download): normal text in Medium, bold in Bold; where Yu Gothic is
 * not installed they match nothing and the next family serves.
 */
const YU_GOTHIC_FACES = `
@font-face { font-family: "Yu Gothic Text"; font-weight: 400; src: local("Yu Gothic Medium"), local("YuGothic-Medium"); }
@font-face { font-family: "Yu Gothic Text"; font-weight: 700; src: local("Yu Gothic Bold"), local("YuGothic-Bold"); }
`

/**
 * Touch screens get targets of at least 44 × 44 CSS px (WCAG 2.5.5, Apple's guidelines) on every
 * control; a mouse keeps MUI's compact sizes, so the desktop layout does not change.
 */
export const TOUCH = '@media (pointer: coarse)'
export const TAP = 44

export const themeOptions: ThemeOptions = {
  breakpoints: { values: BREAKPOINTS },
  palette,
  typography: { fontFamily: FONT_FAMILY },
  components: {
    MuiCssBaseline: { styleOverrides: YU_GOTHIC_FACES },
    // The product's selects are underlined, not outlined.
    MuiSelect: { defaultProps: { variant: 'standard' } },
    MuiTextField: { defaultProps: { variant: 'standard' } },
    MuiLink: {
      defaultProps: { color: 'link.main' },
      styleOverrides: {
        // A link standing on its own (footer, back link, breadcrumb, a card's title) grows to a
        // full target; a link inside a paragraph stays inline, the exception WCAG allows.
        root: {
          [TOUCH]: {
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: TAP,
            minWidth: TAP,
            'p > &': { display: 'inline', minHeight: 0, minWidth: 0 },
          },
        },
      },
    },
    MuiButton: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
    MuiIconButton: { styleOverrides: { root: { [TOUCH]: { minWidth: TAP, minHeight: TAP } } } },
    MuiCheckbox: { styleOverrides: { root: { [TOUCH]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [TOUCH]: { padding: 10 } } } },
    // The underlined field of 16 px text: 23 px of line and 21 px of padding.
    MuiInput: {
      styleOverrides: { input: { [TOUCH]: { paddingTop: 10, paddingBottom: 11 } } },
    },
    MuiChip: { styleOverrides: { clickable: { [TOUCH]: { height: TAP } } } },
    MuiMenuItem: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
    MuiListItemButton: { styleOverrides: { root: { [TOUCH]: { minHeight: TAP } } } },
    MuiTabScrollButton: { styleOverrides: { root: { [TOUCH]: { width: TAP } } } },
  },
}

/**
 * MUI's own words in Japanese (its defaults are English), for the components of MUI that show
 * any and that the app uses: an alert's close button, the expander of a shortened breadcrumb
 * trail, and the buttons and messages of the autocomplete. The texts are those of MUI's `jaJP`,
 * which also carries its pagination, table pagination and rating with a number formatter: about
 * 0.4 KB gzipped on every page for components no page uses. A test checks these against `jaJP`
 * for every MUI component the app imports.
 */
export const japaneseComponentTexts = {
  components: {
    MuiAlert: { defaultProps: { closeText: '閉じる' } },
    MuiBreadcrumbs: { defaultProps: { expandText: 'すべて表示' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'クリア',
        closeText: '閉じる',
        loadingText: '読み込み中…',
        noOptionsText: 'データがありません',
        openText: '開く',
      },
    },
  },
} satisfies ThemeOptions

// One theme per language, made the first time that language is shown.
const themes = new Map<Locale, Theme>()

export function themeFor(locale: Locale): Theme {
  let theme = themes.get(locale)
  if (!theme) {
    theme =
      locale === 'ja'
        ? createTheme(themeOptions, japaneseComponentTexts)
        : createTheme(themeOptions)
    themes.set(locale, theme)
  }
  return theme
}
