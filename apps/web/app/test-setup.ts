import { catalogueParts } from '@kakehashi/i18n'
import { registerCatalogue } from './lib/catalogues'

// Unit tests render and format like the server does: with every part of both languages at hand.
registerCatalogue('ja', catalogueParts.ja)
registerCatalogue('en', catalogueParts.en)
