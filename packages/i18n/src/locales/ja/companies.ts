export const companies = {
  title: '',
}
