import { LABEL_COLOURS, type LabelColour } from '@kakehashi/contracts'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import SvgIcon from '@mui/material/SvgIcon'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../lib/i18n'
import { visuallyHidden } from './visually-hidden'

// An organisation's labels wherever they appear (the candidate's page and panel, the result
// list, /client/labels): the chip and the palette picker. Colour is never the only cue: the
// chip always carries the label's name, and each swatch its colour's name.

/** A colour's name in the visitor's language, for screen readers and the picker. */
export function useLabelColourName(): (colour: LabelColour) => string {
  const { t } = useTranslation('candidateRecords')
  return (colour) => t(`labels.colourNames.${colour}`)
}

/** The palette's ring: light colours (yellow, light green) need it to stand out from white. */
const SWATCH_EDGE = 'rgba(0, 0, 0, 0.36)'

/** A dot of the label's colour, beside text that names it. */
export function ColourDot({ colour, size = 12 }: { colour: LabelColour; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: colour,
        border: 1,
        borderColor: SWATCH_EDGE,
      }}
    />
  )
}

function CloseIcon() {
  return (
    <SvgIcon sx={{ fontSize: 16 }} aria-hidden>
      <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </SvgIcon>
  )
}

/**
 * A label as a candidate carries it: its name, with a dot of its colour. Text stays in the body
 * colour on a white ground, so every palette colour reads the same. With `removeLabel` the chip
 * ends in a button that takes the label off.
 */
export function LabelChip({
  label,
  removeLabel,
  onRemove,
  disabled = false,
}: {
  label: { id: number; name: string; colour: LabelColour }
  /** The remove button's accessible name ("Remove 'Finance'"). */
  removeLabel?: string
  onRemove?: () => void
  disabled?: boolean
}) {
  return (
    <Box
      component="span"
      data-testid="label-chip"
      data-label-id={label.id}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        maxWidth: '100%',
        minHeight: 26,
        pl: 1,
        pr: onRemove ? 0.25 : 1,
        borderRadius: 13,
        border: 1,
        borderColor: label.colour,
        bgcolor: 'background.paper',
        fontSize: 13,
        lineHeight: 1.3,
      }}
    >
      <ColourDot colour={label.colour} size={10} />
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {label.name}
      </Box>
      {onRemove ? (
        <IconButton
          size="small"
          aria-label={removeLabel}
          disabled={disabled}
          onClick={onRemove}
          sx={{ p: 0.25 }}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </Box>
  )
}

function CheckIcon() {
  return (
    <SvgIcon sx={{ fontSize: 20, color: '#FFFFFF', filter: 'drop-shadow(0 0 1px #000)' }}>
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </SvgIcon>
  )
}

/**
 * The 13 colours of the palette as radio buttons: each swatch is a native radio named by its
 * colour, so the group is reached with Tab and walked with the arrow keys; the chosen colour's
 * name shows beside the legend.
 */
export function LabelColourPicker({
  name,
  legend,
  value,
  onChange,
  problem,
}: {
  /** The radio group's name, unique on the page. */
  name: string
  legend: string
  value: LabelColour
  onChange: (colour: LabelColour) => void
  problem?: string | undefined
}) {
  const colourName = useLabelColourName()
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{ p: 0, mb: 1, fontSize: 14, color: 'text.secondary', display: 'flex', gap: 1 }}
      >
        {legend}
        <Box component="span" aria-hidden sx={{ color: 'text.primary', fontWeight: 700 }}>
          {colourName(value)}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {LABEL_COLOURS.map((colour) => {
          const isChosen = colour === value
          return (
            <Box
              component="label"
              key={colour}
              title={colourName(colour)}
              sx={{ position: 'relative', display: 'inline-flex', cursor: 'pointer' }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={colour}
                checked={isChosen}
                onChange={() => onChange(colour)}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  m: 0,
                  opacity: 0,
                  cursor: 'pointer',
                  '&:focus-visible + span': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              />
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: colour,
                  border: 1,
                  borderColor: SWATCH_EDGE,
                  outlineOffset: 2,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  boxShadow: isChosen ? '0 0 0 2px #FFFFFF, 0 0 0 4px #212121' : 'none',
                }}
              >
                {isChosen ? <CheckIcon /> : null}
              </Box>
              <Box component="span" sx={visuallyHidden}>
                {colourName(colour)}
              </Box>
            </Box>
          )
        })}
      </Box>
      {problem ? (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {problem}
        </Typography>
      ) : null}
    </Box>
  )
}
