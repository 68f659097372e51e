/** The screens' figures as `GET /stats/mapScreen` and `/stats/yieldScreen` answer them. */
export interface ProvinceFigures {
  province: string;
  orderCount: number;
  machineCount: number;
}

export interface SensorReading {
  id: string;
  sensorName: string;
  sensorType_dictText: string;
  value: number;
  unit: string | null;
  collectTime: string;
}

export interface MapScreenFigures {
  provinces: ProvinceFigures[];
  readings: SensorReading[];
}

export interface YieldScreenFigures {
  byYear: { year: number; totalYield: number; plantArea: number }[];
  byProvince: { province: string; totalYield: number }[];
  byCrop: { cropType: string; totalYield: number }[];
  bakeLoss: { cropType: string; batchCount: number; wetWeight: number; dryWeight: number; averageLossRate: number }[];
  bakeDict: {
    cropType: string;
    standardMoisture: number;
    shrinkRate: number;
    impurityRate: number | null;
    temperature: number | null;
  }[];
}
