import type { Messages } from '../../types.ts'

export const catalogue: Messages['catalogue'] = {
  salary: {
    range: '{{min}} – {{max}}',
    orMore: '{{min}} or more',
    upTo: 'Up to {{max}}',
    negotiable: 'Negotiable',
  },
  salaryLabel: 'Annual salary',
  employmentTypes: {
    full_time: 'Full-time',
    contract: 'Contract',
  },
  regions: {
    hokkaido: 'Hokkaido',
    tohoku: 'Tohoku',
    kanto: 'Kanto',
    chubu: 'Chubu',
    kinki: 'Kinki',
    chugoku: 'Chugoku',
    shikoku: 'Shikoku',
    kyushu_okinawa: 'Kyushu & Okinawa',
    overseas: 'Overseas',
  },
  hiddenCompany: 'Company name undisclosed',
  newLabel: 'NEW',
  newLabelDescription: 'New job',
  location: 'Location',
  jobTags: 'Job tags',
  emptyJobs: 'No jobs match.',
  sectionUnavailable: 'Nothing to show here right now.',
}
