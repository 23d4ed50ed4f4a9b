/** Generated from the engine's question data by deriveAdditionNames (./addition-names.ts); test/shared/addition-names.test.ts keeps it equal. */
import type { AdditionNames } from "./addition-names";

export const ADDITION_NAMES: AdditionNames = {
  "single-family": {
    basement: [
      {
        questionId: "sf-foundation",
        questionText: "What kind of foundation will the home sit on?",
        summary: "Foundation",
        optionIndex: 2,
        label: "Full basement",
      },
    ],
    walkout_basement: [
      {
        questionId: "sf-foundation",
        questionText: "What kind of foundation will the home sit on?",
        summary: "Foundation",
        optionIndex: 3,
        label: "Walk-out basement",
      },
    ],
    basement_finish: [
      {
        questionId: "sf-basement-finish",
        questionText: "How much of the basement will be finished?",
        summary: "Basement finish",
        optionIndex: 1,
        label: "Partly finished",
      },
      {
        questionId: "sf-basement-finish",
        questionText: "How much of the basement will be finished?",
        summary: "Basement finish",
        optionIndex: 2,
        label: "Fully finished",
      },
      {
        questionId: "sf-basement-finish",
        questionText: "How much of the basement will be finished?",
        summary: "Basement finish",
        optionIndex: 3,
        label: "Fully finished with a bar or home theater",
      },
    ],
    attached_garage: [
      {
        questionId: "sf-garage",
        questionText: "What kind of garage do you want?",
        summary: "Garage",
        optionIndex: 1,
        label: "Attached two-car garage",
      },
      {
        questionId: "sf-garage",
        questionText: "What kind of garage do you want?",
        summary: "Garage",
        optionIndex: 2,
        label: "Attached three-car garage",
      },
    ],
    detached_garage: [
      {
        questionId: "sf-garage",
        questionText: "What kind of garage do you want?",
        summary: "Garage",
        optionIndex: 3,
        label: "Detached garage",
      },
    ],
    carport: [
      {
        questionId: "sf-garage",
        questionText: "What kind of garage do you want?",
        summary: "Garage",
        optionIndex: 4,
        label: "Carport only",
      },
    ],
    well_and_septic: [
      {
        questionId: "sf-site",
        questionText: "What is the building lot like?",
        summary: "Site",
        optionIndex: 2,
        label: "Rural lot needing a well and septic system",
      },
    ],
    solar_pv_system: [
      {
        questionId: "sf-energy",
        questionText: "Which energy standard should the home meet?",
        summary: "Energy standard",
        optionIndex: 3,
        label: "Net-zero with solar panels",
      },
    ],
    swimming_pool: [
      {
        questionId: "sf-special",
        questionText: "Which special feature matters most to you?",
        summary: "Special feature",
        optionIndex: 1,
        label: "Swimming pool",
      },
    ],
    outdoor_living: [
      {
        questionId: "sf-special",
        questionText: "Which special feature matters most to you?",
        summary: "Special feature",
        optionIndex: 2,
        label: "Outdoor living",
      },
    ],
    home_elevator: [
      {
        questionId: "sf-special",
        questionText: "Which special feature matters most to you?",
        summary: "Special feature",
        optionIndex: 3,
        label: "Home elevator",
      },
    ],
    smart_home_theater: [
      {
        questionId: "sf-special",
        questionText: "Which special feature matters most to you?",
        summary: "Special feature",
        optionIndex: 4,
        label: "Smart home and home theater package",
      },
    ],
  },
  "multi-family": {
    surface_parking: [
      {
        questionId: "mf-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 1,
        label: "Surface parking lot",
      },
    ],
    parking_structure: [
      {
        questionId: "mf-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 2,
        label: "Parking structure above ground",
      },
    ],
    underground_parking: [
      {
        questionId: "mf-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 3,
        label: "Underground parking",
      },
    ],
    amenity_space: [
      {
        questionId: "mf-amenities",
        questionText: "Which shared amenities will the building offer?",
        summary: "Amenities",
        optionIndex: 1,
        label: "Fitness room and lounge",
      },
    ],
    pool_and_clubhouse: [
      {
        questionId: "mf-amenities",
        questionText: "Which shared amenities will the building offer?",
        summary: "Amenities",
        optionIndex: 2,
        label: "Pool, clubhouse and fitness center",
      },
    ],
    premium_amenities: [
      {
        questionId: "mf-amenities",
        questionText: "Which shared amenities will the building offer?",
        summary: "Amenities",
        optionIndex: 3,
        label: "Rooftop deck, co-working and concierge",
      },
    ],
  },
  "home-improvements": {
    structural_beam_work: [
      {
        questionId: "hi-structure",
        questionText: "Will walls be moved or removed?",
        summary: "Structural changes",
        optionIndex: 2,
        label: "Bearing walls removed",
      },
    ],
    electrical_panel_upgrade: [
      {
        questionId: "hi-electrical",
        questionText: "Does the electrical service need an upgrade?",
        summary: "Electrical service",
        optionIndex: 1,
        label: "New panel",
      },
    ],
    electrical_service_upgrade: [
      {
        questionId: "hi-electrical",
        questionText: "Does the electrical service need an upgrade?",
        summary: "Electrical service",
        optionIndex: 2,
        label: "New service and rewiring of the work area",
      },
    ],
    hvac_replacement: [
      {
        questionId: "hi-hvac",
        questionText: "What heating and cooling work is included?",
        summary: "Heating and cooling",
        optionIndex: 2,
        label: "New heat pump or furnace and air conditioner",
      },
    ],
    mini_split: [
      {
        questionId: "hi-hvac",
        questionText: "What heating and cooling work is included?",
        summary: "Heating and cooling",
        optionIndex: 3,
        label: "Ductless mini-split for the new space",
      },
    ],
    roof_replacement: [
      {
        questionId: "hi-exterior",
        questionText: "Is any roof or siding work included?",
        summary: "Roof and siding",
        optionIndex: 1,
        label: "New roof",
      },
    ],
    siding_replacement: [
      {
        questionId: "hi-exterior",
        questionText: "Is any roof or siding work included?",
        summary: "Roof and siding",
        optionIndex: 2,
        label: "New siding",
      },
    ],
    roof_and_siding: [
      {
        questionId: "hi-exterior",
        questionText: "Is any roof or siding work included?",
        summary: "Roof and siding",
        optionIndex: 3,
        label: "New roof and siding",
      },
    ],
    window_replacement: [
      {
        questionId: "hi-windows",
        questionText: "Are windows or exterior doors being replaced?",
        summary: "Windows and doors",
        optionIndex: 1,
        label: "A few windows or a door",
      },
      {
        questionId: "hi-windows",
        questionText: "Are windows or exterior doors being replaced?",
        summary: "Windows and doors",
        optionIndex: 2,
        label: "Most windows in the house",
      },
    ],
    glass_doors: [
      {
        questionId: "hi-windows",
        questionText: "Are windows or exterior doors being replaced?",
        summary: "Windows and doors",
        optionIndex: 3,
        label: "New patio or sliding glass wall",
      },
    ],
    lead_safe_practices: [
      {
        questionId: "hi-hazards",
        questionText: "Are lead paint, asbestos or mold expected?",
        summary: "Hazardous materials",
        optionIndex: 1,
        label: "Lead paint",
      },
    ],
    abatement: [
      {
        questionId: "hi-hazards",
        questionText: "Are lead paint, asbestos or mold expected?",
        summary: "Hazardous materials",
        optionIndex: 2,
        label: "Asbestos or mold abatement",
      },
    ],
  },
  "office-building": {
    surface_parking: [
      {
        questionId: "of-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 1,
        label: "Surface parking lot",
      },
    ],
    parking_structure: [
      {
        questionId: "of-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 2,
        label: "Parking structure above ground",
      },
    ],
    underground_parking: [
      {
        questionId: "of-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 3,
        label: "Underground parking",
      },
    ],
  },
  educational: {
    natatorium: [
      {
        questionId: "ed-assembly",
        questionText: "Which large spaces will it include?",
        summary: "Gym and auditorium",
        optionIndex: 3,
        label: "Gym, auditorium and natatorium",
      },
    ],
    athletic_fields: [
      {
        questionId: "ed-fields",
        questionText: "Which outdoor athletic facilities are part of the project?",
        summary: "Athletic facilities",
        optionIndex: 1,
        label: "Practice fields and courts",
      },
    ],
    stadium_and_track: [
      {
        questionId: "ed-fields",
        questionText: "Which outdoor athletic facilities are part of the project?",
        summary: "Athletic facilities",
        optionIndex: 2,
        label: "Stadium with turf field and track",
      },
    ],
  },
  healthcare: {
    imaging_xray: [
      {
        questionId: "hc-imaging",
        questionText: "What diagnostic imaging will it house?",
        summary: "Imaging",
        optionIndex: 1,
        label: "X-ray and ultrasound",
      },
    ],
    imaging_ct: [
      {
        questionId: "hc-imaging",
        questionText: "What diagnostic imaging will it house?",
        summary: "Imaging",
        optionIndex: 2,
        label: "CT scanner",
      },
    ],
    imaging_mri_ct: [
      {
        questionId: "hc-imaging",
        questionText: "What diagnostic imaging will it house?",
        summary: "Imaging",
        optionIndex: 3,
        label: "MRI and CT",
      },
    ],
    imaging_full_radiology: [
      {
        questionId: "hc-imaging",
        questionText: "What diagnostic imaging will it house?",
        summary: "Imaging",
        optionIndex: 4,
        label: "Full radiology with PET or radiation therapy",
      },
    ],
    procedure_rooms: [
      {
        questionId: "hc-surgery",
        questionText: "How many operating or procedure rooms?",
        summary: "Operating rooms",
        optionIndex: 1,
        label: "Procedure rooms only",
      },
    ],
    operating_rooms: [
      {
        questionId: "hc-surgery",
        questionText: "How many operating or procedure rooms?",
        summary: "Operating rooms",
        optionIndex: 2,
        label: "One to four operating rooms",
      },
      {
        questionId: "hc-surgery",
        questionText: "How many operating or procedure rooms?",
        summary: "Operating rooms",
        optionIndex: 3,
        label: "Five to twelve operating rooms",
      },
      {
        questionId: "hc-surgery",
        questionText: "How many operating or procedure rooms?",
        summary: "Operating rooms",
        optionIndex: 4,
        label: "More than twelve operating rooms",
      },
    ],
    helipad: [
      {
        questionId: "hc-emergency",
        questionText: "Will it have an emergency department?",
        summary: "Emergency department",
        optionIndex: 3,
        label: "Trauma center with helipad",
      },
    ],
    surface_parking: [
      {
        questionId: "hc-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 1,
        label: "Surface parking lot",
      },
    ],
    parking_structure: [
      {
        questionId: "hc-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 2,
        label: "Parking structure above ground",
      },
    ],
    underground_parking: [
      {
        questionId: "hc-parking",
        questionText: "What parking will the project provide?",
        summary: "Parking",
        optionIndex: 3,
        label: "Underground parking",
      },
    ],
    pharmacy_clean_room: [
      {
        questionId: "hc-special",
        questionText: "Which specialised space matters most?",
        summary: "Specialised space",
        optionIndex: 1,
        label: "Pharmacy clean room",
      },
    ],
  },
};
