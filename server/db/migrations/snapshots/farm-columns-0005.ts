/*
 * The columns of the farm business tables as migration 0005 created them: a frozen snapshot of
 * the resource declarations (modules/online/resources) at that time. Declarations evolve; this
 * never changes: a later field is a new migration. tests/server/online/schema.test.ts checks that
 * the declarations and the migrated tables agree. Each entry: 'snake_name type [not null]'.
 */
export const farmTableColumns: Readonly<Record<string, readonly string[]>> = {
  farm_order: [
    'order_no varchar(32) not null', 'farmer_name varchar(50) not null', 'farmer_phone varchar(20) not null',
    'province varchar(20) not null', 'city varchar(30) not null', 'county varchar(30)', 'address varchar(200)',
    'machine_type varchar(10) not null', 'work_type varchar(10) not null', 'crop_type varchar(10)',
    'work_area double precision not null', 'unit_price double precision', 'amount double precision',
    'order_date varchar(10) not null', 'driver_id varchar(32)', 'cooperative_id varchar(32)', 'status varchar(2) not null',
    'pay_status varchar(2)', 'dispatch_time varchar(19)', 'start_time varchar(19)', 'finish_time varchar(19)',
    'cancel_reason varchar(200)', 'remark varchar(500)',
  ],
  farm_repair: [
    'repair_no varchar(32) not null', 'asset_id varchar(32) not null', 'fault_type varchar(10) not null',
    'fault_desc varchar(500) not null', 'reporter varchar(50) not null', 'reporter_phone varchar(20) not null',
    'storefront_id varchar(32)', 'technician varchar(50)', 'report_time varchar(19) not null',
    'finish_time varchar(19)', 'cost double precision', 'status varchar(2) not null', 'remark varchar(500)',
  ],
  farm_asset: [
    'asset_no varchar(32) not null', 'asset_name varchar(100) not null', 'machine_type varchar(10) not null',
    'brand varchar(50)', 'model varchar(50)', 'plate_no varchar(20)', 'engine_no varchar(50)',
    'power double precision', 'purchase_date varchar(10)', 'purchase_price double precision',
    'cooperative_id varchar(32)', 'status varchar(2) not null', 'picture varchar(500)', 'remark varchar(500)',
  ],
  farm_cooperative: [
    'name varchar(100) not null', 'credit_code varchar(18)', 'legal_person varchar(50) not null',
    'phone varchar(20) not null', 'province varchar(20) not null', 'city varchar(30) not null', 'county varchar(30)',
    'address varchar(200)', 'found_date varchar(10)', 'member_count integer', 'service_area double precision',
    'level varchar(2)', 'status varchar(2) not null', 'remark varchar(500)',
  ],
  farm_renter: [
    'name varchar(50) not null', 'id_card varchar(18)', 'phone varchar(20) not null',
    'province varchar(20) not null', 'city varchar(30) not null', 'address varchar(200)',
    'rent_area double precision not null', 'rent_start varchar(10)', 'rent_end varchar(10)', 'crop_type varchar(10)',
    'remark varchar(500)',
  ],
  farm_farmer: [
    'name varchar(50) not null', 'sex integer', 'id_card varchar(18)', 'phone varchar(20) not null',
    'province varchar(20) not null', 'city varchar(30) not null', 'county varchar(30)', 'village varchar(50)',
    'land_area double precision', 'crop_type varchar(10)', 'cooperative_id varchar(32)', 'remark varchar(500)',
  ],
  farm_driver: [
    'realname varchar(50) not null', 'sex integer', 'phone varchar(20) not null', 'id_card varchar(18)',
    'license_no varchar(30) not null', 'license_type varchar(10)', 'machine_types varchar(100)',
    'driving_years integer', 'cooperative_id varchar(32)', 'province varchar(20) not null',
    'city varchar(30) not null', 'status varchar(2) not null', 'remark varchar(500)',
  ],
  farm_storefront: [
    'name varchar(100) not null', 'store_type varchar(10) not null', 'manager varchar(50) not null',
    'phone varchar(20) not null', 'province varchar(20) not null', 'city varchar(30) not null',
    'address varchar(200) not null', 'lng double precision', 'lat double precision', 'open_hours varchar(50)',
    'status varchar(2) not null', 'remark varchar(500)',
  ],
  farm_integral: [
    'rule_name varchar(50) not null', 'rule_code varchar(50) not null', 'rule_type varchar(10) not null',
    'points integer not null', 'daily_limit integer', 'status varchar(2) not null', 'description varchar(500)',
  ],
  farm_unit_price: [
    'province varchar(20) not null', 'machine_type varchar(10) not null', 'work_type varchar(10) not null',
    'crop_type varchar(10)', 'price double precision not null', 'price_unit varchar(10) not null',
    'effective_date varchar(10) not null', 'expire_date varchar(10)', 'status varchar(2) not null',
    'remark varchar(500)',
  ],
  farm_harvest: [
    'plot_name varchar(100) not null', 'farmer_id varchar(32) not null', 'crop_type varchar(10) not null',
    'variety varchar(50)', 'plant_area double precision not null', 'harvest_date varchar(10) not null',
    'yield_kg double precision not null', 'moisture double precision', 'machine_type varchar(10)',
    'driver_id varchar(32)', 'remark varchar(500)',
  ],
  farm_policy: [
    'title varchar(200) not null', 'policy_type varchar(10) not null', 'source varchar(100)',
    'publish_date varchar(10) not null', 'cover varchar(500)', 'content text not null', 'status varchar(2) not null',
    'view_count integer',
  ],
  farm_topic: [
    'title varchar(100) not null', 'topic_type varchar(10) not null', 'cover varchar(500)', 'summary varchar(500)',
    'start_date varchar(10)', 'end_date varchar(10)', 'sort_no integer', 'status varchar(2) not null',
  ],
  farm_carousel: [
    'title varchar(100) not null', 'image_url varchar(500) not null', 'link_url varchar(500)',
    'position varchar(10) not null', 'sort_no integer', 'start_time varchar(19)', 'end_time varchar(19)',
    'status varchar(2) not null',
  ],
  farm_meeting_main: [
    'title varchar(200) not null', 'meeting_type varchar(10) not null', 'organizer varchar(100) not null',
    'host varchar(50)', 'start_time varchar(19) not null', 'end_time varchar(19) not null',
    'location varchar(200) not null', 'attendee_count integer', 'status varchar(2) not null',
    'content varchar(2000)',
  ],
  farm_meeting_attendees: [
    'meeting_id varchar(32) not null', 'name varchar(50) not null', 'unit varchar(100)', 'position varchar(50)',
    'phone varchar(20) not null', 'attend_type varchar(10) not null', 'signed_in integer', 'remark varchar(500)',
  ],
  farm_meeting_car: [
    'meeting_id varchar(32) not null', 'plate_no varchar(20) not null', 'car_type varchar(50)', 'seats integer',
    'driver_name varchar(50) not null', 'driver_phone varchar(20) not null', 'depart_time varchar(19)',
    'route varchar(200)', 'remark varchar(500)',
  ],
  farm_meeting_repast: [
    'meeting_id varchar(32) not null', 'meal_date varchar(10) not null', 'meal_type varchar(10) not null',
    'place varchar(100) not null', 'people_count integer not null', 'standard double precision',
    'remark varchar(500)',
  ],
  farm_meeting_spot: [
    'meeting_id varchar(32) not null', 'spot_name varchar(100) not null', 'address varchar(200) not null',
    'capacity integer', 'equipment varchar(200)', 'contact varchar(50)', 'contact_phone varchar(20)',
    'fee double precision', 'remark varchar(500)',
  ],
  farm_meeting_video: [
    'meeting_id varchar(32) not null', 'title varchar(200) not null', 'video_url varchar(500) not null',
    'cover varchar(500)', 'duration integer', 'speaker varchar(50)', 'upload_time varchar(19)',
    'remark varchar(500)',
  ],
  farm_yield_data: [
    'province varchar(20) not null', 'city varchar(30) not null', 'year integer not null',
    'crop_type varchar(10) not null', 'plant_area double precision not null',
    'total_yield double precision not null', 'yield_per_mu double precision', 'report_date varchar(10)',
    'remark varchar(500)',
  ],
  farm_bake_loss: [
    'batch_no varchar(32) not null', 'storefront_id varchar(32)', 'dryer_name varchar(50)',
    'crop_type varchar(10) not null', 'bake_date varchar(10) not null', 'wet_weight double precision not null',
    'dry_weight double precision not null', 'moisture_before double precision not null',
    'moisture_after double precision not null', 'loss_rate double precision', 'operator varchar(50)',
    'remark varchar(500)',
  ],
  farm_bake_dict: [
    'crop_type varchar(10) not null', 'standard_moisture double precision not null',
    'shrink_rate double precision not null', 'impurity_rate double precision', 'temperature double precision',
    'remark varchar(500)',
  ],
  farm_device_pic: [
    'device_code varchar(32) not null', 'device_name varchar(100) not null', 'pic_url varchar(500) not null',
    'capture_time varchar(19) not null', 'channel integer', 'location varchar(100)', 'remark varchar(500)',
  ],
  farm_sensor: [
    'sensor_code varchar(32) not null', 'sensor_name varchar(100) not null', 'sensor_type varchar(20) not null',
    'device_code varchar(32) not null', 'unit varchar(20)', 'min_value double precision',
    'max_value double precision', 'install_time varchar(19)', 'lng double precision', 'lat double precision',
    'status varchar(2) not null', 'remark varchar(500)',
  ],
};
