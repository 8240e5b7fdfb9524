export const events = {
  title: '',
}
