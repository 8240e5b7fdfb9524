import SvgIcon from '@mui/material/SvgIcon'

/**
 * The outlined lock (Material "lock_outline"): something the visitor cannot use yet. With
 * `titleAccess` it is read out; without, it is decoration beside a text that says it.
 */
export function LockIcon({ titleAccess, testId }: { titleAccess?: string; testId?: string }) {
  return (
    <SvgIcon
      fontSize="small"
      titleAccess={titleAccess}
      aria-hidden={titleAccess ? undefined : true}
      data-testid={testId}
    >
      <path d="M12 17c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m6-9h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M8.9 6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1v2H8.9zM18 20H6V10h12z" />
    </SvgIcon>
  )
}
