import { BREAKPOINTS } from '@kakehashi/contracts'
import { createTheme } from '@mui/material/styles'

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

export const FONT_FAMILY = [
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  'Meiryo',
  'sans-serif',
].join(',')

export const theme = createTheme({
  breakpoints: { values: BREAKPOINTS },
  palette,
  typography: { fontFamily: FONT_FAMILY },
  components: {
    // The product's selects are underlined, not outlined.
    MuiSelect: { defaultProps: { variant: 'standard' } },
    MuiTextField: { defaultProps: { variant: 'standard' } },
    MuiPaginationItem: {
      styleOverrides: {
        root: ({ theme }) => ({ boxShadow: theme.shadows[2], backgroundColor: '#FFFFFF' }),
      },
    },
    MuiLink: { defaultProps: { color: 'link.main' } },
  },
})
