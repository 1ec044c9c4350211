/**
 * The seeded promotions (activity centre) of a merchant world: categories, and promotions of the three
 * kinds the screens show — a claimable bonus (credited once through wallet.ts moveMoney), an application
 * the platform reviews (one needs a remark, spec §5 "at most 140 characters") and information only.
 * Dates are fixed relative to the world's creation so every run shows the same periods.
 */
import type { MerchantWorld } from '../state';

/** How a promotion is taken up: `claim` credits its bonus at once, `apply` records an application, `none` is information. */
export type ActivityKind = 'claim' | 'apply' | 'none';

export interface ActivityCategory {
  id: number;
  name: string;
}

export interface Activity {
  id: number;
  categoryId: number;
  title: string;
  /** Same-origin image path (the simulator's banner art). */
  image: string;
  startAt: number;
  endAt: number;
  /** Server HTML (the detail screen sanitises it). */
  content: string;
  kind: ActivityKind;
  /** Claim: the bonus credited. */
  bonus?: number;
  /** Apply: the application must carry a remark. */
  remarkRequired?: boolean;
}

export interface ActivityApplication {
  activityId: number;
  account: string;
  state: 'applied' | 'claimed';
  remark: string;
  at: number;
}

export interface ActivitiesWorld {
  categories: ActivityCategory[];
  list: Activity[];
  applications: ActivityApplication[];
  nextId: number;
}

/** Spec §5: an activity's comment / remark is at most 140 characters. */
export const ACTIVITY_REMARK_MAX = 140;

const DAY = 86_400_000;

export function seedActivities(now: number): ActivitiesWorld {
  const start = now - 10 * DAY;
  const end = now + 20 * DAY;
  const list: Activity[] = [
    {
      id: 1,
      categoryId: 1,
      title: 'Welcome Bonus 100%',
      image: '/sim-assets/banner/banner-1.png',
      startAt: start,
      endAt: end,
      kind: 'claim',
      bonus: 50,
      content: '<p>New members claim a bonus of <strong>50</strong> (100% of a first deposit of 50) once.</p><ul><li>One claim per member.</li><li>Turnover 3x before withdrawal.</li></ul><script>alert(1)</script>',
    },
    {
      id: 2,
      categoryId: 2,
      title: 'Sports Cashback',
      image: '/sim-assets/banner/banner-4.png',
      startAt: start,
      endAt: end,
      kind: 'apply',
      content: '<p>Apply and receive 5% of your weekly sports losses back every Monday.</p>',
    },
    {
      id: 3,
      categoryId: 2,
      title: 'Slots Tournament',
      image: '/sim-assets/banner/banner-3.png',
      startAt: start,
      endAt: end,
      kind: 'apply',
      remarkRequired: true,
      content: '<p>Name your favourite slot game in the remark. The tournament\u2019s winners are announced every Friday.</p>',
    },
    {
      id: 4,
      categoryId: 3,
      title: 'Lottery Jackpot Night',
      image: '/sim-assets/banner/banner-6.png',
      startAt: start,
      endAt: end,
      kind: 'none',
      content: '<p>Every lottery bet on Saturday counts towards the jackpot. No application is needed. <a href="/m/help">Read the help centre</a>.</p>',
    },
  ];
  return {
    categories: [
      { id: 1, name: 'New members' },
      { id: 2, name: 'Slots' },
      { id: 3, name: 'Lottery' },
    ],
    list,
    applications: [],
    nextId: list.length + 1,
  };
}

/** A member's take-up of a promotion, if any. */
export const applicationOf = (world: MerchantWorld, activityId: number, account: string) =>
  world.activities.applications.find((a) => a.activityId === activityId && a.account === account);
