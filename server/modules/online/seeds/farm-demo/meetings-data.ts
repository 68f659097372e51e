import {
  meetingAttendeeResource,
  meetingCarResource,
  meetingRepastResource,
  meetingResource,
  meetingSpotResource,
  meetingVideoResource,
} from '../../../../resources/meetings';
import { formatDateTime } from '../../../../db';
import { demoRow } from './demo-row';
import { mobile, personName } from './people-names';
import type { DemoRandom } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const meetingsPlanned = [
  ['全省秋收农机调度工作会议', '1'],
  ['植保无人机飞手培训班', '2'],
  ['玉米机收减损现场会', '3'],
  ['年度农机合作社表彰大会', '4'],
  ['春耕备耕农机安全生产会议', '1'],
  ['北斗智慧农机应用培训', '2'],
  ['水稻机插秧现场观摩会', '3'],
  ['农机维修技能培训班', '2'],
] as const;
const units = ['省农业农村厅', '市农机服务中心', '县农机推广站', '丰收农机专业合作社', '雷沃重工', '大疆农业'];
const positions = ['站长', '主任', '理事长', '技术员', '机手', '副处长'];

/** The day of a stored 'yyyy-MM-dd HH:mm:ss'. */
const dayOf = (moment: string | null) => String(moment ?? '').slice(0, 10);

/** A few meetings (past, running, planned) with their attendees, cars, meals, venue and videos. */
export function meetings(random: DemoRandom, now: number, createTime: string) {
  const main = meetingsPlanned.map(([title, meetingType], index) => {
    const start = now + (index - 5) * 20 * DAY + 9 * HOUR;
    const status = start + 8 * HOUR < now ? '3' : start < now ? '2' : '1';
    return demoRow(
      meetingResource,
      {
        title,
        meetingType,
        organizer: random.pick(units.slice(0, 3)),
        host: personName(random, 1),
        startTime: formatDateTime(start),
        endTime: formatDateTime(start + 8 * HOUR),
        location: random.pick(['省农业农村厅三楼会议室', '五常市农机示范基地', '周口市农业科技园']),
        attendeeCount: random.int(30, 200),
        status: index === 7 ? '4' : status,
        content: `${title}议程：领导讲话、经验交流、现场演示。`,
      },
      createTime,
    );
  });
  const attendees = main.flatMap((meeting) =>
    Array.from({ length: random.int(6, 12) }, () =>
      demoRow(
        meetingAttendeeResource,
        {
          meetingId: meeting.id,
          name: personName(random, random.chance(0.8) ? 1 : 2),
          unit: random.pick(units),
          position: random.pick(positions),
          phone: mobile(random),
          attendType: random.weighted([
            ['1', 6],
            ['2', 2],
            ['3', 1],
            ['4', 1],
          ]),
          signedIn: meeting.status === '3' ? 1 : 0,
        },
        createTime,
      ),
    ),
  );
  const cars = main.flatMap((meeting) =>
    Array.from({ length: 2 }, () =>
      demoRow(
        meetingCarResource,
        {
          meetingId: meeting.id,
          plateNo: `黑A-${random.digits(5)}`,
          carType: random.pick(['考斯特中巴', '商务车', '大客车']),
          seats: random.pick([7, 23, 45]),
          driverName: personName(random, 1),
          driverPhone: mobile(random),
          departTime: `${dayOf(meeting.startTime)} 07:30:00`,
          route: '市区 - 会场',
        },
        createTime,
      ),
    ),
  );
  const repasts = main.flatMap((meeting) =>
    ['1', '2', '3'].map((mealType) =>
      demoRow(
        meetingRepastResource,
        {
          meetingId: meeting.id,
          mealDate: dayOf(meeting.startTime),
          mealType,
          place: '会议中心餐厅',
          peopleCount: random.int(30, 150),
          standard: mealType === '1' ? 20 : 60,
        },
        createTime,
      ),
    ),
  );
  const spots = main.map((meeting) =>
    demoRow(
      meetingSpotResource,
      {
        meetingId: meeting.id,
        spotName: String(meeting.location),
        address: String(meeting.location),
        capacity: 200,
        equipment: '投影仪、音响、话筒',
        contact: personName(random, 2),
        contactPhone: mobile(random),
        fee: random.int(0, 50) * 100,
      },
      createTime,
    ),
  );
  const videos = main
    .filter((meeting) => meeting.status === '3')
    .map((meeting, index) =>
      demoRow(
        meetingVideoResource,
        {
          meetingId: meeting.id,
          title: `${meeting.title}（录像）`,
          videoUrl: `meeting/video_${index + 1}.mp4`,
          duration: random.int(1800, 10800),
          speaker: personName(random, 1),
          uploadTime: `${dayOf(meeting.startTime)} 18:00:00`,
        },
        createTime,
      ),
    );
  return { main, attendees, cars, repasts, spots, videos };
}
