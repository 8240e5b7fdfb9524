export const jobs = {
  title: '',
}
