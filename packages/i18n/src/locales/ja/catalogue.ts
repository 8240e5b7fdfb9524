export const catalogue = {
  title: '',
}
