import { catalogues } from '@kakehashi/i18n'
import { registerCatalogue } from './lib/catalogues'

// Unit tests render and format like the server does: with both languages at hand.
registerCatalogue('ja', catalogues.ja)
registerCatalogue('en', catalogues.en)
