export const agents = {
  title: '',
}
