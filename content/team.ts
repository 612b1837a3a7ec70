import { z } from 'zod';
import { defineImage, teamMemberSchema, type TeamMember } from './schemas';
import { site } from './site';

/**
 * The 26 team members (spec 2 §3). Order matters: the profile side list takes the first 5 active
 * members, and server-rendered grids keep this order until the client shuffles them.
 * Portraits are illustrated avatars generated into `public/images/team/{slug}.svg`.
 */

export const TEAM_PORTRAIT = { width: 480, height: 600 } as const;

type MemberInput = Omit<TeamMember, 'image'>;

const memberInputs: MemberInput[] = [
  {
    id: '01',
    slug: 'adrian-castellano',
    status: 'active',
    name: 'Adrian Castellano',
    designation: 'Chief Executive Officer',
    about:
      `Adrian founded ${site.name} in ${site.address.locality} in ${site.foundedYear} after a decade leading product teams at SaaS companies. He sets the agency's direction, sits in on every new partnership and still reviews the first design round of most projects. He believes the best websites are built by small teams who talk to clients every week.`,
    superpowers: 'Turning a messy brief into a one-page plan everyone agrees on before the meeting ends.',
  },
  {
    id: '02',
    slug: 'maya-okafor',
    status: 'active',
    name: 'Maya Okafor',
    designation: 'Operations Manager',
    about:
      `Maya runs the engine room: resourcing, contracts, tools and the rhythms that keep forty projects a year on time. Before ${site.shortName} she managed delivery for a consultancy in Lagos and London. She introduced the weekly client status note that every account now receives on Friday afternoon.`,
    superpowers: 'Sees a scheduling conflict three weeks before it happens and has already fixed it.',
  },
  {
    id: '03',
    slug: 'priya-raman',
    status: 'active',
    name: 'Priya Raman',
    designation: 'Lead Full-Stack Developer',
    about:
      'Priya leads engineering across web and app projects, from architecture to code review. She has shipped Next.js, Node and PostgreSQL platforms for clients in finance, healthcare and media, and mentors every developer who joins the team. She cares about fast pages, readable code and tests that catch real bugs.',
    superpowers: 'Can explain a database migration to a CFO in two sentences.',
  },
  {
    id: '04',
    slug: 'lucas-bennett',
    status: 'active',
    name: 'Lucas Bennett',
    designation: 'Front-End Developer',
    about:
      'Lucas turns designs into accessible, responsive interfaces with React and Tailwind CSS. He built the booking flow for A Health Place and the scout workspace for World Model Hunt. Outside work he maintains a small open-source library for keyboard-friendly carousels.',
    superpowers: 'Pixel-perfect layouts that still work with a screen reader and a 200% zoom.',
  },
  {
    id: '05',
    slug: 'kenji-watanabe',
    status: 'inactive',
    employment: 'November 2024',
    name: 'Kenji Watanabe',
    designation: 'Front-End Developer',
    about:
      `Kenji spent four years at ${site.shortName} building storefronts and marketing sites, including the Earth by Humans relaunch. He led our move to a shared component library and wrote much of its documentation. He left to join a product company in Tokyo, and we still use his animation guidelines.`,
    superpowers: 'Motion design that feels natural and never gets in the way of reading.',
  },
  {
    id: '06',
    slug: 'sofia-marchetti',
    status: 'active',
    name: 'Sofia Marchetti',
    designation: 'Senior Project Manager',
    about:
      'Sofia manages our largest accounts, from discovery workshops to launch day and beyond. She is a certified Scrum Master and has run projects for law firms, clinics and retailers. Clients know her for clear agendas, honest timelines and meeting notes that arrive within the hour.',
    superpowers: 'Keeps five stakeholders, three time zones and one deadline in perfect harmony.',
  },
  {
    id: '07',
    slug: 'hana-kobayashi',
    status: 'active',
    name: 'Hana Kobayashi',
    designation: 'UI/UX Designer',
    about:
      'Hana designs interfaces that feel calm and obvious, grounded in research with real users. She led the design of the Mally Financial site and the WMH India booking flow. Her process starts with paper sketches and ends with a documented design system the client can keep using.',
    superpowers: 'Finds the one confusing button in a flow after watching a single usability session.',
  },
  {
    id: '08',
    slug: 'jamal-whitfield',
    status: 'active',
    name: 'Jamal Whitfield',
    designation: 'Digital Marketing Lead',
    about:
      `Jamal leads paid media, email and social campaigns, with budgets that range from local launches to national retail. He connects every campaign to revenue rather than clicks and reports on both. Before ${site.shortName} he ran growth for a direct-to-consumer brand in Oakland.`,
    superpowers: 'Writes subject lines people actually open.',
  },
  {
    id: '09',
    slug: 'amara-nwosu',
    status: 'active',
    name: 'Amara Nwosu',
    designation: 'Case Manager',
    about:
      'Amara is the first point of contact for our retainer clients, turning requests into scoped tickets and making sure nothing falls between teams. She handles everything from urgent content changes to quarterly planning sessions. Clients describe her as the person who always knows the status.',
    superpowers: 'Answers a client email with the solution, the owner and the date in one reply.',
  },
  {
    id: '10',
    slug: 'olivia-brennan',
    status: 'inactive',
    employment: 'March 2025',
    name: 'Olivia Brennan',
    designation: 'Digital Marketing Intern',
    about:
      'Olivia joined the marketing team for a nine-month internship while finishing her degree at San Francisco State. She ran social calendars for three clients and built the reporting template we still use for monthly reviews. She now works as a marketing coordinator in Portland.',
    superpowers: 'Spots a trending format on Monday and has a tested post ready by Wednesday.',
  },
  {
    id: '11',
    slug: 'diego-alvarez',
    status: 'active',
    name: 'Diego Alvarez',
    designation: 'Back-End Developer',
    about:
      'Diego builds the APIs, integrations and data pipelines behind our sites and apps, mostly with Node.js, Express.js and PostgreSQL. He connected A Health Place to its practice-management system and wrote the video import for Infinite Linux. He is our go-to person for payments and security reviews.',
    superpowers: 'Makes two systems that were never meant to talk to each other become friends.',
  },
  {
    id: '12',
    slug: 'ethan-caldwell',
    status: 'active',
    name: 'Ethan Caldwell',
    designation: 'Project Coordinator',
    about:
      `Ethan coordinates schedules, content collection and testing across several projects at once. He keeps launch checklists, chases approvals and makes sure redirects, analytics and backups are in place before go-live. He started at ${site.shortName} as an intern in 2021.`,
    superpowers: 'A launch checklist so thorough that launch days have become boring, in the best way.',
  },
  {
    id: '13',
    slug: 'leila-haddad',
    status: 'active',
    name: 'Leila Haddad',
    designation: 'SEO Specialist',
    about:
      "Leila leads technical SEO, content planning and local search for our clients. She audits site structure, speed and structured data, then works with writers to close the gaps competitors leave open. Her work took The Harbor Group's organic traffic up by 190% in a year.",
    superpowers: 'Reads a crawl report the way other people read a novel.',
  },
  {
    id: '14',
    slug: 'noah-fischer',
    status: 'active',
    name: 'Noah Fischer',
    designation: 'Mobile App Developer',
    about:
      'Noah builds cross-platform mobile apps with React Native and the web technologies behind them. He has shipped booking, loyalty and field-service apps to both app stores. He pays close attention to offline behaviour, because real users are often on a train or in a basement.',
    superpowers: 'Gets an app through store review on the first try.',
  },
  {
    id: '15',
    slug: 'elena-petrova',
    status: 'inactive',
    employment: 'June 2024',
    name: 'Elena Petrova',
    designation: 'Case Manager',
    about:
      'Elena managed our healthcare and education clients for three years, handling requests, reporting and renewals. She designed the client onboarding pack that new accounts still receive. She moved to Berlin to lead customer success at a health-tech start-up.',
    superpowers: 'Calms a worried client and turns the call into a plan.',
  },
  {
    id: '16',
    slug: 'grace-liu',
    status: 'active',
    name: 'Grace Liu',
    designation: 'Case Manager',
    about:
      `Grace looks after our finance and professional-services clients, including Mally Financial. She runs monthly check-ins, prepares quarterly reviews and coordinates compliance approvals with each client's legal team. Before ${site.shortName} she worked in client services at a regional bank.`,
    superpowers: "Remembers every client's preferences, from report formats to meeting times.",
  },
  {
    id: '17',
    slug: 'samuel-mensah',
    status: 'active',
    name: 'Samuel Mensah',
    designation: 'DevOps Engineer',
    about:
      'Samuel runs our hosting, deployment pipelines and monitoring on AWS and Google Cloud. He designed the edge caching that carried WMH India through its broadcast peaks. He believes every deployment should be boring, reversible and done before lunch.',
    superpowers: 'Finds the slow query behind a traffic spike in minutes.',
  },
  {
    id: '18',
    slug: 'isabela-costa',
    status: 'active',
    name: 'Isabela Costa',
    designation: 'Digital Marketing Intern',
    about:
      'Isabela supports the marketing team with campaign set-up, social scheduling and reporting. She is studying marketing analytics at UC Berkeley and brings a sharp eye for what makes short-form video work. She recently built her first A/B test for a client newsletter and won it.',
    superpowers: 'Knows which hashtags matter and which ones just add noise.',
  },
  {
    id: '19',
    slug: 'daniel-osei',
    status: 'inactive',
    employment: 'September 2023',
    name: 'Daniel Osei',
    designation: 'WordPress Developer',
    about:
      'Daniel built and maintained WordPress sites for our small-business clients for five years. He set up our hardened hosting configuration and the Yoast SEO defaults we still apply to every WordPress launch. He now runs his own studio in Accra and remains a trusted partner.',
    superpowers: 'Can rescue any WordPress site, however many plugins it has.',
  },
  {
    id: '20',
    slug: 'ravi-subramanian',
    status: 'active',
    name: 'Ravi Subramanian',
    designation: 'Data Analyst',
    about:
      'Ravi turns analytics, CRM and sales data into dashboards and decisions for our clients. He builds measurement plans before launch so results can be proven afterwards, and he leads our data, investment and finance reporting work. He previously analysed portfolios at an investment firm in Chennai.',
    superpowers: 'Makes a spreadsheet of 200,000 rows tell one clear story.',
  },
  {
    id: '21',
    slug: 'chloe-dubois',
    status: 'active',
    name: 'Chloe Dubois',
    designation: 'Content Strategist',
    about:
      "Chloe plans and writes website content, from information architecture to the last button label. She interviews subject experts, shapes their knowledge into clear pages and edits for plain language. She wrote the fee page that became Mally Financial's most visited page.",
    superpowers: 'Cuts a 900-word page to 300 words and makes it say more.',
  },
  {
    id: '22',
    slug: 'marcus-holloway',
    status: 'active',
    name: 'Marcus Holloway',
    designation: 'Project Coordinator',
    about:
      `Marcus coordinates our dedicated-resource engagements, where ${site.shortName} developers and marketers work inside client teams. He matches people to projects, tracks hours and makes sure both sides get what was agreed. He previously coordinated logistics projects at a freight company.`,
    superpowers: 'Builds a staffing plan that survives holidays, launches and flu season.',
  },
  {
    id: '23',
    slug: 'fatima-benali',
    status: 'inactive',
    employment: 'August 2024',
    name: 'Fatima Benali',
    designation: 'Project Manager',
    about:
      'Fatima managed website and branding projects for our retail and hospitality clients for three years. She introduced the discovery workshop format we run at the start of every project. She moved to Montreal to manage digital projects for a museum.',
    superpowers: 'Runs a workshop where even the quietest stakeholder ends up talking.',
  },
  {
    id: '24',
    slug: 'ananya-iyer',
    status: 'active',
    name: 'Ananya Iyer',
    designation: 'Graphic Designer Intern',
    about:
      'Ananya joined the design team to work on logos, stationery and social graphics. She is completing a visual communication degree at the California College of the Arts. Her sketches for the WMH India campaign made it into the final identity.',
    superpowers: 'Draws twenty logo ideas before most people have opened their laptop.',
  },
  {
    id: '25',
    slug: 'tomas-herrera',
    status: 'active',
    name: 'Tomás Herrera',
    designation: 'Junior Developer',
    about:
      `Tomás writes front-end and back-end code across our projects under the guidance of the senior developers. He came to ${site.shortName} from a coding bootcamp and has since shipped features for three client sites. He is currently learning the ins and outs of PostgreSQL performance.`,
    superpowers: '',
  },
  {
    id: '26',
    slug: 'ben-carter',
    status: 'inactive',
    employment: 'January 2025',
    name: 'Ben Carter',
    designation: 'Social Media Intern',
    about:
      'Ben spent six months with the marketing team creating short videos and community posts for our clients. He set up the content calendar process for our restaurant and hospitality accounts. He returned to his studies in film production at the end of his internship.',
    superpowers: '',
  },
];

export const teamMembers: TeamMember[] = z.array(teamMemberSchema).parse(
  memberInputs.map((member) => ({
    ...member,
    image: defineImage(
      `/images/team/${member.slug}.svg`,
      TEAM_PORTRAIT.width,
      TEAM_PORTRAIT.height,
      `Illustrated portrait of ${member.name}, ${member.designation}`,
    ),
  })),
);

/** Active members only: the team grids show these (spec 2 §4). */
export const activeTeam: TeamMember[] = teamMembers.filter((member) => member.status === 'active');

export const teamSlugs: string[] = teamMembers.map((member) => member.slug);

export function getTeamMember(slug: string): TeamMember | undefined {
  return teamMembers.find((member) => member.slug === slug);
}

export const SIDE_LIST_SIZE = 5;

/** The profile side list: the first 5 active members other than the one shown (spec README decision). */
export function sideListFor(slug: string): TeamMember[] {
  return activeTeam.filter((member) => member.slug !== slug).slice(0, SIDE_LIST_SIZE);
}

export type DesignationRow = { label: 'Designation' | 'End of Employment' | 'Current Designation'; value: string };

export type DesignationLabel =
  | { kind: 'former'; rows: [DesignationRow, DesignationRow] }
  | { kind: 'current'; rows: [DesignationRow] }
  | { kind: 'none'; rows: [] };

/**
 * The profile's designation rule (spec 2 "Team member profile"): with an employment end, show
 * Designation plus End of Employment; otherwise Current Designation when there is a designation.
 */
export function designationLabel(member: Pick<TeamMember, 'designation' | 'employment'>): DesignationLabel {
  if (member.employment) {
    return {
      kind: 'former',
      rows: [
        { label: 'Designation', value: member.designation },
        { label: 'End of Employment', value: member.employment },
      ],
    };
  }
  if (member.designation.trim()) {
    return { kind: 'current', rows: [{ label: 'Current Designation', value: member.designation }] };
  }
  return { kind: 'none', rows: [] };
}

/** The profile's two progress counters: they rise every 30 ms and stop at these caps. */
export const profileCounters = [
  { label: 'Client satisfaction', cap: 88 },
  { label: 'Returning clients', cap: 67 },
] as const;
export const PROFILE_COUNTER_TICK_MS = 30;

/** The words around the team's cards: the team section, a profile's side list. */
export const teamCopy = {
  eyebrow: `The people of ${site.name}`,
  heading: 'Nothing great is achieved alone. Meet our team!',
  viewMore: 'View More',
  moreOfTeam: 'More of our team',
  wholeTeam: 'See the whole team',
} as const;

/** The team page's sections around the team: its partners and its events. */
export const teamPageCopy = {
  partnersEyebrow: 'In good company',
  partnersHeading: 'The brands we build with',
  allPartners: 'All partners',
  partnerLogos: 'Partner logos',
  eventsEyebrow: `Life at ${site.shortName}`,
  eventsHeading: 'Events gallery',
  eventsText: 'Summits, workshops, hackathons and the odd rooftop party. Select a photo to see it full screen.',
} as const;

/** The whole-team page around its mosaic. */
export const allTeamPageCopy = {
  heading: `Everyone who makes ${site.shortName}`,
  count: (count: number) => `${count} people, past and present, in a new order on every visit.`,
} as const;

/** A team member's profile page around the member's own texts. */
export const profileCopy = {
  allMembers: 'All team members',
  about: 'About',
  superpowers: 'Superpowers',
  trackRecord: 'Track record',
  /** The subtitle of the member's share card. */
  role: (designation: string) => `${designation} at ${site.name}`,
  trackRecordText: (firstName: string, active: boolean) =>
    `What clients said about the projects ${firstName} ${active ? 'works' : 'worked'} on with ${site.shortName}.`,
} as const;
