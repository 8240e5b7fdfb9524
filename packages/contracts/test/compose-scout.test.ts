import { describe, expect, it } from 'vitest'
import { composeScout, type ScoutComposition } from '../src/scout-template-constants.ts'

const base: ScoutComposition = {
  title: '{{position_name}}のご案内',
  body: '{{job_seeker_name}}様\n{{company_name}}で{{position_name}}を募集しています。',
  template: null,
  positionName: '経理マネージャー',
  companyName: '株式会社みらいキャピタル',
  jobSeekerName: '（求職者名）',
}

describe('composeScout', () => {
  it('without a template, the title and message are the scout, their variables filled', () => {
    expect(composeScout(base)).toEqual({
      title: '経理マネージャーのご案内',
      body: '（求職者名）様\n株式会社みらいキャピタルで経理マネージャーを募集しています。',
    })
  })

  it('with a template, the template carries the title and message, each filled first', () => {
    const template = {
      mailSubject: '【{{company_name}}】{{scout_title}}',
      body: '{{job_seeker_name}}様\n\n{{scout_body}}\n\n{{company_name}} 採用担当',
    }
    expect(composeScout({ ...base, template })).toEqual({
      title: '【株式会社みらいキャピタル】経理マネージャーのご案内',
      body: '（求職者名）様\n\n（求職者名）様\n株式会社みらいキャピタルで経理マネージャーを募集しています。\n\n株式会社みらいキャピタル 採用担当',
    })
  })

  it('with a template and no message, the empty lines it leaves are closed up', () => {
    const template = {
      mailSubject: '{{scout_title}}',
      body: 'ご経歴を拝見しました。\n\n{{scout_body}}\n\nご返信をお待ちしています。\n',
    }
    expect(composeScout({ ...base, body: '  ', template })).toEqual({
      title: '経理マネージャーのご案内',
      body: 'ご経歴を拝見しました。\n\nご返信をお待ちしています。',
    })
  })

  it('reads the template-only variables as nothing in a scout’s own text', () => {
    // The form refuses them before sending; the preview shows what the API would store.
    expect(composeScout({ ...base, title: '件名{{scout_title}}', body: '{{scout_body}}' })).toEqual(
      { title: '件名', body: '' },
    )
  })

  it('fills the template in one pass: the scout’s own text is never filled twice', () => {
    const preview = composeScout({
      ...base,
      title: '{{company_name}}',
      companyName: '{{position_name}}',
      template: { mailSubject: '{{scout_title}}', body: '' },
    })
    expect(preview.title).toBe('{{position_name}}')
  })
})
