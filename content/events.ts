import { defineImage, eventImageSchema, type EventImage, listOf } from './schemas';

/**
 * The 25 images of the team page's events gallery (5 columns of 5, spec 2 §9). They are illustrated
 * scenes generated into `public/images/events/`; the captions below match the scene each one draws.
 */
export const EVENT_IMAGE = { width: 800, height: 600 } as const;
export const EVENTS_GRID = { columns: 5, perColumn: 5 } as const;

const captions: string[] = [
  'Keynote on the main stage of our annual client summit, with growth charts on the big screen',
  'Discovery workshop with a client team, sticky notes covering the studio wall',
  'Tenth-anniversary party under string lights on the studio rooftop',
  'Developers at their screens during the 24-hour spring hackathon',
  'The team on stage receiving a regional web design award',
  'Team offsite hike in the hills above the bay',
  'Panel discussion on search visibility at a San Francisco marketing meetup',
  'Design sprint around a table of laptops and sketches with a client product owner',
  'Lightning talk on accessibility at a local front-end conference',
  'Holiday dinner for the team and our partners in the studio',
  'Late-night build session the evening before a major client launch',
  'Founders panel on raising capital, hosted with our investor partners',
  'Summer picnic for team members and their families in the park',
  'Award evening for our search work, with the trophy on stage',
  'Brand workshop choosing palettes and typefaces with a retail client',
  'Launch presentation of a client app, streamed live from the stage',
  'Welcome drinks for the new class of interns',
  'Open-source contribution day with developers from partner companies',
  'Career talk for design students with members of our team',
  'Volunteer day planting trees along the waterfront',
  'Marketing planning session with campaigns mapped on the wall',
  'Investor briefing presenting the quarterly results on stage',
  'Launch-day toast after a client website went live',
  'Recognition evening on stage for our longest-serving team members',
  'Coding mentorship evening for students of a local bootcamp',
];

export const eventImages: EventImage[] = listOf(eventImageSchema, 1).parse(
  captions.map((caption, index) => ({
    id: index + 1,
    image: defineImage(
      `/images/events/event-${String(index + 1).padStart(2, '0')}.svg`,
      EVENT_IMAGE.width,
      EVENT_IMAGE.height,
      caption,
    ),
  })),
);
