export const columns = {
  title: '',
}
