import { parseAgentMovieUrl } from '@kakehashi/contracts'
import { count, eq } from 'drizzle-orm'
import type { Tx } from '../client.ts'
import { agentMovies } from '../schema/index.ts'
import type { WorkspaceSeedContext } from './recruiter-workspace.ts'

interface SeedMovie {
  title: string
  description: string
  url: string
  isShown: boolean
}

// Each agent firm shows a few videos in several address forms and keeps one hidden, so the
// demo has both states on the management page and only the shown ones on the public page.
const SEED_MOVIES: Record<'bridge' | 'nextlink', SeedMovie[]> = {
  bridge: [
    {
      title: '3分でわかるブリッジキャリアの転職支援',
      description:
        '外資系金融・コンサルティング業界に特化した転職支援の流れを、初回面談から内定後のフォローまでご紹介します。',
      url: 'https://www.youtube.com/watch?v=Br1dgeCar01',
      isShown: true,
    },
    {
      title: 'コンサルタント紹介：金融専門チーム',
      description:
        '投資銀行・アセットマネジメント出身のコンサルタントが、担当領域と支援実績をお話しします。',
      url: 'https://youtu.be/kF7pQ2mXv9s',
      isShown: true,
    },
    {
      title: '外資系企業への転職セミナー（ダイジェスト）',
      description: '英文レジュメの書き方と面接対策のポイントをまとめたセミナーの抜粋です。',
      url: 'https://vimeo.com/824193756',
      isShown: false,
    },
  ],
  nextlink: [
    {
      title: 'ネクストリンクのご紹介',
      description: 'IT・Web業界のハイクラス転職を支援するネクストリンクの強みをご紹介します。',
      url: 'https://player.vimeo.com/video/763512948',
      isShown: true,
    },
    {
      title: '転職成功者インタビュー：IT業界編',
      description: '事業会社のプロダクトマネージャーへ転職した方に、決め手と準備を伺いました。',
      url: 'https://www.youtube.com/shorts/Nx3LkT8wQ_e',
      isShown: true,
    },
    {
      title: 'キャリア面談の流れ',
      description: '',
      url: 'https://www.youtube.com/embed/Qm4Zr7YhB2c',
      isShown: false,
    },
  ],
}

/**
 * Demo movies of the two agent firms. A firm that has any movie already is left alone, so a
 * second run adds nothing and movies a demo user deleted do not come back in a new order.
 */
export async function seedAgentMovies(tx: Tx, context: WorkspaceSeedContext): Promise<void> {
  for (const [key, movies] of Object.entries(SEED_MOVIES)) {
    const organisationId = context.organisationIds.get(key)
    if (organisationId === undefined) continue
    const [existing] = await tx
      .select({ total: count() })
      .from(agentMovies)
      .where(eq(agentMovies.organisationId, organisationId))
    if ((existing?.total ?? 0) > 0) continue
    await tx.insert(agentMovies).values(
      movies.map((movie, index) => {
        const source = parseAgentMovieUrl(movie.url)
        if (!source) throw new Error(`Seed movie address is not accepted: ${movie.url}`)
        return {
          ...movie,
          organisationId,
          provider: source.provider,
          videoId: source.videoId,
          position: index + 1,
        }
      }),
    )
  }
}
