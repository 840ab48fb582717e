/**
 * A small bundled US gazetteer for offline geocoding (no geocoding service, no network): the 50
 * states and DC with an approximate centre, and larger or well-known cities per state. Coordinates
 * are public facts rounded to two decimals (about 1 km), enough for a listing's (fuzzy) map pin.
 * Compact on purpose: cities are "Name,lat,lng" entries joined by ";" per state.
 */

/** [code, name, lat, lng]: the state's approximate geographic centre. */
export const US_STATES: readonly (readonly [string, string, number, number])[] = [
  ['AL', 'Alabama', 32.32, -86.9], ['AK', 'Alaska', 63.59, -154.49], ['AZ', 'Arizona', 34.05, -111.09], ['AR', 'Arkansas', 35.2, -91.83],
  ['CA', 'California', 36.78, -119.42], ['CO', 'Colorado', 39.55, -105.78], ['CT', 'Connecticut', 41.6, -73.09], ['DE', 'Delaware', 38.91, -75.53],
  ['DC', 'District of Columbia', 38.91, -77.03], ['FL', 'Florida', 27.66, -81.52], ['GA', 'Georgia', 32.16, -82.91], ['HI', 'Hawaii', 19.9, -155.67],
  ['ID', 'Idaho', 44.07, -114.74], ['IL', 'Illinois', 40.63, -89.4], ['IN', 'Indiana', 40.55, -85.6], ['IA', 'Iowa', 41.88, -93.1],
  ['KS', 'Kansas', 39.01, -98.48], ['KY', 'Kentucky', 37.84, -84.27], ['LA', 'Louisiana', 31.24, -92.15], ['ME', 'Maine', 45.25, -69.45],
  ['MD', 'Maryland', 39.05, -76.64], ['MA', 'Massachusetts', 42.41, -71.38], ['MI', 'Michigan', 44.31, -85.6], ['MN', 'Minnesota', 46.73, -94.69],
  ['MS', 'Mississippi', 32.35, -89.4], ['MO', 'Missouri', 37.96, -91.83], ['MT', 'Montana', 46.88, -110.36], ['NE', 'Nebraska', 41.49, -99.9],
  ['NV', 'Nevada', 38.8, -116.42], ['NH', 'New Hampshire', 43.19, -71.57], ['NJ', 'New Jersey', 40.06, -74.41], ['NM', 'New Mexico', 34.97, -105.03],
  ['NY', 'New York', 43.3, -74.22], ['NC', 'North Carolina', 35.76, -79.02], ['ND', 'North Dakota', 47.55, -101.0], ['OH', 'Ohio', 40.42, -82.91],
  ['OK', 'Oklahoma', 35.01, -97.09], ['OR', 'Oregon', 43.8, -120.55], ['PA', 'Pennsylvania', 41.2, -77.19], ['RI', 'Rhode Island', 41.58, -71.48],
  ['SC', 'South Carolina', 33.84, -81.16], ['SD', 'South Dakota', 43.97, -99.9], ['TN', 'Tennessee', 35.52, -86.58], ['TX', 'Texas', 31.97, -99.9],
  ['UT', 'Utah', 39.32, -111.09], ['VT', 'Vermont', 44.56, -72.58], ['VA', 'Virginia', 37.43, -78.66], ['WA', 'Washington', 47.75, -120.74],
  ['WV', 'West Virginia', 38.6, -80.45], ['WI', 'Wisconsin', 43.78, -88.79], ['WY', 'Wyoming', 43.08, -107.29],
];

/** Cities per state code: "Name,lat,lng;Name,lat,lng;…". */
export const US_CITIES: Readonly<Record<string, string>> = {
  AL: 'Birmingham,33.52,-86.81;Montgomery,32.37,-86.3;Huntsville,34.73,-86.59;Mobile,30.69,-88.04;Tuscaloosa,33.21,-87.57;Auburn,32.61,-85.48;Dothan,31.22,-85.39',
  AK: 'Anchorage,61.22,-149.9;Fairbanks,64.84,-147.72;Juneau,58.3,-134.42;Wasilla,61.58,-149.44',
  AZ: 'Phoenix,33.45,-112.07;Tucson,32.22,-110.97;Mesa,33.42,-111.83;Chandler,33.31,-111.84;Scottsdale,33.49,-111.93;Glendale,33.54,-112.19;Gilbert,33.35,-111.79;Tempe,33.43,-111.94;Peoria,33.58,-112.24;Flagstaff,35.2,-111.65;Yuma,32.69,-114.63',
  AR: 'Little Rock,34.75,-92.29;Fort Smith,35.39,-94.4;Fayetteville,36.06,-94.16;Springdale,36.19,-94.13;Jonesboro,35.84,-90.7;Bentonville,36.37,-94.21',
  CA: 'Los Angeles,34.05,-118.24;San Diego,32.72,-117.16;San Jose,37.34,-121.89;San Francisco,37.77,-122.42;Fresno,36.74,-119.79;Sacramento,38.58,-121.49;' +
    'Long Beach,33.77,-118.19;Oakland,37.8,-122.27;Bakersfield,35.37,-119.02;Anaheim,33.84,-117.91;Santa Ana,33.75,-117.87;Riverside,33.95,-117.4;' +
    'Stockton,37.96,-121.29;Irvine,33.68,-117.83;Chula Vista,32.64,-117.08;Fremont,37.55,-121.99;San Bernardino,34.11,-117.29;Modesto,37.64,-121.0;' +
    'Fontana,34.09,-117.44;Oxnard,34.2,-119.18;Moreno Valley,33.94,-117.23;Huntington Beach,33.66,-118.0;Glendale,34.14,-118.26;Santa Clarita,34.39,-118.54;' +
    'Oceanside,33.2,-117.38;Pasadena,34.15,-118.14;Berkeley,37.87,-122.27;Santa Barbara,34.42,-119.7;Santa Cruz,36.97,-122.03;Palm Springs,33.83,-116.55;' +
    'San Luis Obispo,35.28,-120.66;Eureka,40.8,-124.16;Redding,40.59,-122.39;Salinas,36.68,-121.66;Santa Rosa,38.44,-122.71;Torrance,33.84,-118.34;' +
    'Escondido,33.12,-117.09;Carlsbad,33.16,-117.35;Encinitas,33.04,-117.29',
  CO: 'Denver,39.74,-104.99;Colorado Springs,38.83,-104.82;Aurora,39.73,-104.83;Fort Collins,40.59,-105.08;Lakewood,39.7,-105.08;Boulder,40.01,-105.27;Pueblo,38.25,-104.61;Grand Junction,39.06,-108.55;Greeley,40.42,-104.71',
  CT: 'Bridgeport,41.19,-73.2;New Haven,41.31,-72.92;Hartford,41.76,-72.67;Stamford,41.05,-73.54;Waterbury,41.56,-73.05;Norwalk,41.12,-73.41',
  DE: 'Wilmington,39.74,-75.55;Dover,39.16,-75.52;Newark,39.68,-75.75',
  DC: 'Washington,38.91,-77.04',
  FL: 'Jacksonville,30.33,-81.66;Miami,25.76,-80.19;Tampa,27.95,-82.46;Orlando,28.54,-81.38;St. Petersburg,27.77,-82.64;Hialeah,25.86,-80.28;' +
    'Tallahassee,30.44,-84.28;Fort Lauderdale,26.12,-80.14;Port St. Lucie,27.27,-80.35;Cape Coral,26.56,-81.95;Pembroke Pines,26.01,-80.22;Hollywood,26.01,-80.15;' +
    'Gainesville,29.65,-82.32;Miramar,25.99,-80.23;Coral Springs,26.27,-80.27;West Palm Beach,26.72,-80.05;Clearwater,27.97,-82.8;Lakeland,28.04,-81.95;' +
    'Pensacola,30.42,-87.22;Sarasota,27.34,-82.53;Fort Myers,26.64,-81.87;Naples,26.14,-81.79;Daytona Beach,29.21,-81.02;Boca Raton,26.37,-80.13;' +
    'Homestead,25.47,-80.48;Key West,24.56,-81.78;Ocala,29.19,-82.14;Palm Bay,28.03,-80.59;Melbourne,28.08,-80.61;Kissimmee,28.29,-81.41;Apopka,28.68,-81.51',
  GA: 'Atlanta,33.75,-84.39;Augusta,33.47,-81.97;Columbus,32.46,-84.99;Macon,32.84,-83.63;Savannah,32.08,-81.09;Athens,33.96,-83.38;Sandy Springs,33.92,-84.38;' +
    'Roswell,34.02,-84.36;Marietta,33.95,-84.55;Valdosta,30.83,-83.28;Alpharetta,34.08,-84.29',
  HI: 'Honolulu,21.31,-157.86;Hilo,19.72,-155.08;Kailua,21.4,-157.74;Kailua-Kona,19.64,-155.99;Kahului,20.89,-156.47;Lihue,21.98,-159.37;Pearl City,21.4,-157.97',
  ID: "Boise,43.62,-116.2;Meridian,43.61,-116.39;Nampa,43.54,-116.56;Idaho Falls,43.49,-112.03;Pocatello,42.87,-112.45;Coeur d'Alene,47.68,-116.78;Twin Falls,42.56,-114.46",
  IL: 'Chicago,41.88,-87.63;Aurora,41.76,-88.32;Naperville,41.75,-88.15;Joliet,41.53,-88.08;Rockford,42.27,-89.09;Springfield,39.78,-89.65;Elgin,42.04,-88.28;' +
    'Peoria,40.69,-89.59;Champaign,40.12,-88.24;Evanston,42.05,-87.69;Bloomington,40.48,-88.99',
  IN: 'Indianapolis,39.77,-86.16;Fort Wayne,41.08,-85.14;Evansville,37.97,-87.56;South Bend,41.68,-86.25;Carmel,39.98,-86.12;Fishers,39.96,-86.01;Bloomington,39.17,-86.53;Lafayette,40.42,-86.88;Gary,41.59,-87.35',
  IA: 'Des Moines,41.59,-93.62;Cedar Rapids,41.98,-91.67;Davenport,41.52,-90.58;Sioux City,42.5,-96.4;Iowa City,41.66,-91.53;Ames,42.03,-93.62;Waterloo,42.49,-92.34;Dubuque,42.5,-90.66',
  KS: 'Wichita,37.69,-97.34;Overland Park,38.98,-94.67;Kansas City,39.11,-94.63;Olathe,38.88,-94.82;Topeka,39.05,-95.68;Lawrence,38.97,-95.24;Manhattan,39.18,-96.57',
  KY: 'Louisville,38.25,-85.76;Lexington,38.04,-84.5;Bowling Green,36.99,-86.44;Owensboro,37.77,-87.11;Covington,39.08,-84.51;Frankfort,38.2,-84.87',
  LA: 'New Orleans,29.95,-90.07;Baton Rouge,30.45,-91.19;Shreveport,32.53,-93.75;Lafayette,30.22,-92.02;Lake Charles,30.23,-93.22;Metairie,29.98,-90.15;Monroe,32.51,-92.12',
  ME: 'Portland,43.66,-70.26;Lewiston,44.1,-70.21;Bangor,44.8,-68.77;Augusta,44.31,-69.78;Biddeford,43.49,-70.45',
  MD: 'Baltimore,39.29,-76.61;Frederick,39.41,-77.41;Rockville,39.08,-77.15;Gaithersburg,39.14,-77.2;Annapolis,38.98,-76.49;Silver Spring,38.99,-77.03;Columbia,39.2,-76.86;Bethesda,38.98,-77.1;Hagerstown,39.64,-77.72',
  MA: 'Boston,42.36,-71.06;Worcester,42.26,-71.8;Springfield,42.1,-72.59;Cambridge,42.37,-71.11;Lowell,42.63,-71.32;Brockton,42.08,-71.02;New Bedford,41.64,-70.93;' +
    'Quincy,42.25,-71.0;Lynn,42.47,-70.95;Somerville,42.39,-71.1;Amherst,42.37,-72.52;Salem,42.52,-70.9',
  MI: 'Detroit,42.33,-83.05;Grand Rapids,42.96,-85.67;Warren,42.49,-83.03;Sterling Heights,42.58,-83.03;Ann Arbor,42.28,-83.74;Lansing,42.73,-84.56;Flint,43.01,-83.69;' +
    'Dearborn,42.32,-83.18;Kalamazoo,42.29,-85.59;Traverse City,44.76,-85.62;Marquette,46.54,-87.4',
  MN: 'Minneapolis,44.98,-93.27;Saint Paul,44.95,-93.09;Rochester,44.02,-92.47;Duluth,46.79,-92.1;Bloomington,44.84,-93.3;Brooklyn Park,45.09,-93.36;St. Cloud,45.56,-94.16;Mankato,44.16,-94.0',
  MS: 'Jackson,32.3,-90.18;Gulfport,30.37,-89.09;Southaven,34.99,-90.01;Hattiesburg,31.33,-89.29;Biloxi,30.4,-88.89;Tupelo,34.26,-88.7;Oxford,34.37,-89.52',
  MO: "Kansas City,39.1,-94.58;St. Louis,38.63,-90.2;Springfield,37.21,-93.29;Columbia,38.95,-92.33;Independence,39.09,-94.42;Lee's Summit,38.91,-94.38;Joplin,37.08,-94.51;Jefferson City,38.58,-92.17",
  MT: 'Billings,45.78,-108.5;Missoula,46.87,-113.99;Great Falls,47.5,-111.3;Bozeman,45.68,-111.04;Helena,46.59,-112.04;Butte,46.0,-112.53;Kalispell,48.2,-114.31',
  NE: 'Omaha,41.26,-95.93;Lincoln,40.81,-96.68;Bellevue,41.14,-95.91;Grand Island,40.92,-98.34;Kearney,40.7,-99.08;North Platte,41.12,-100.77',
  NV: 'Las Vegas,36.17,-115.14;Henderson,36.04,-114.98;Reno,39.53,-119.81;North Las Vegas,36.2,-115.12;Sparks,39.53,-119.75;Carson City,39.16,-119.77;Elko,40.83,-115.76',
  NH: 'Manchester,42.99,-71.46;Nashua,42.77,-71.47;Concord,43.21,-71.54;Dover,43.2,-70.87;Portsmouth,43.07,-70.76;Keene,42.93,-72.28',
  NJ: 'Newark,40.74,-74.17;Jersey City,40.73,-74.08;Paterson,40.92,-74.17;Elizabeth,40.66,-74.21;Trenton,40.22,-74.76;Camden,39.93,-75.12;Edison,40.52,-74.41;' +
    'Princeton,40.36,-74.66;Atlantic City,39.36,-74.42;Hoboken,40.74,-74.03;New Brunswick,40.49,-74.45;Toms River,39.95,-74.2',
  NM: 'Albuquerque,35.08,-106.65;Las Cruces,32.32,-106.76;Rio Rancho,35.23,-106.66;Santa Fe,35.69,-105.94;Roswell,33.39,-104.52;Farmington,36.73,-108.22',
  NY: 'New York,40.71,-74.01;Buffalo,42.89,-78.88;Rochester,43.16,-77.61;Yonkers,40.93,-73.9;Syracuse,43.05,-76.15;Albany,42.65,-73.76;Brooklyn,40.68,-73.94;' +
    'Queens,40.73,-73.79;Bronx,40.84,-73.86;Staten Island,40.58,-74.15;Manhattan,40.78,-73.97;Ithaca,42.44,-76.5;Binghamton,42.1,-75.92;Utica,43.1,-75.23;' +
    'White Plains,41.03,-73.76;Schenectady,42.81,-73.94;Poughkeepsie,41.7,-73.92;Hempstead,40.71,-73.62',
  NC: 'Charlotte,35.23,-80.84;Raleigh,35.78,-78.64;Greensboro,36.07,-79.79;Durham,35.99,-78.9;Winston-Salem,36.1,-80.24;Fayetteville,35.05,-78.88;Cary,35.79,-78.78;' +
    'Wilmington,34.23,-77.94;High Point,35.96,-80.01;Asheville,35.6,-82.55;Chapel Hill,35.91,-79.06;Greenville,35.61,-77.37;Boone,36.22,-81.67',
  ND: 'Fargo,46.88,-96.79;Bismarck,46.81,-100.78;Grand Forks,47.93,-97.03;Minot,48.23,-101.3;West Fargo,46.87,-96.9',
  OH: 'Columbus,39.96,-83.0;Cleveland,41.5,-81.69;Cincinnati,39.1,-84.51;Toledo,41.65,-83.54;Akron,41.08,-81.52;Dayton,39.76,-84.19;Parma,41.4,-81.72;Canton,40.8,-81.38;' +
    'Youngstown,41.1,-80.65;Athens,39.33,-82.1;Dublin,40.1,-83.11',
  OK: 'Oklahoma City,35.47,-97.52;Tulsa,36.15,-95.99;Norman,35.22,-97.44;Broken Arrow,36.05,-95.79;Edmond,35.65,-97.48;Lawton,34.6,-98.39;Stillwater,36.12,-97.06',
  OR: 'Portland,45.52,-122.68;Salem,44.94,-123.04;Eugene,44.05,-123.09;Gresham,45.5,-122.43;Hillsboro,45.52,-122.99;Beaverton,45.49,-122.8;Bend,44.06,-121.32;' +
    'Medford,42.33,-122.87;Corvallis,44.56,-123.26;Ashland,42.19,-122.71;Astoria,46.19,-123.83',
  PA: 'Philadelphia,39.95,-75.17;Pittsburgh,40.44,-80.0;Allentown,40.6,-75.49;Erie,42.13,-80.09;Reading,40.34,-75.93;Scranton,41.41,-75.66;Bethlehem,40.63,-75.37;' +
    'Lancaster,40.04,-76.31;Harrisburg,40.27,-76.88;State College,40.79,-77.86;York,39.96,-76.73;Wilkes-Barre,41.25,-75.88',
  RI: 'Providence,41.82,-71.41;Warwick,41.7,-71.42;Cranston,41.78,-71.44;Pawtucket,41.88,-71.38;Newport,41.49,-71.31',
  SC: 'Charleston,32.78,-79.93;Columbia,34.0,-81.03;North Charleston,32.85,-79.97;Mount Pleasant,32.79,-79.86;Rock Hill,34.92,-81.03;Greenville,34.85,-82.4;' +
    'Spartanburg,34.95,-81.93;Myrtle Beach,33.69,-78.89;Summerville,33.02,-80.18;Hilton Head Island,32.22,-80.75',
  SD: 'Sioux Falls,43.54,-96.73;Rapid City,44.08,-103.23;Aberdeen,45.46,-98.49;Brookings,44.31,-96.8;Pierre,44.37,-100.35',
  TN: 'Nashville,36.16,-86.78;Memphis,35.15,-90.05;Knoxville,35.96,-83.92;Chattanooga,35.05,-85.31;Clarksville,36.53,-87.36;Murfreesboro,35.85,-86.39;Franklin,35.93,-86.87;' +
    'Jackson,35.61,-88.81;Johnson City,36.31,-82.35',
  TX: 'Houston,29.76,-95.37;San Antonio,29.42,-98.49;Dallas,32.78,-96.8;Austin,30.27,-97.74;Fort Worth,32.76,-97.33;El Paso,31.76,-106.49;Arlington,32.74,-97.11;' +
    'Corpus Christi,27.8,-97.4;Plano,33.02,-96.7;Laredo,27.53,-99.49;Lubbock,33.58,-101.86;Irving,32.81,-96.95;Garland,32.91,-96.64;Frisco,33.15,-96.82;' +
    'McKinney,33.2,-96.64;Amarillo,35.22,-101.83;Grand Prairie,32.75,-97.0;Brownsville,25.9,-97.5;Killeen,31.12,-97.73;Pasadena,29.69,-95.21;Mesquite,32.77,-96.6;' +
    'McAllen,26.2,-98.23;Denton,33.21,-97.13;Waco,31.55,-97.15;Midland,32.0,-102.08;Odessa,31.85,-102.37;Round Rock,30.51,-97.68;College Station,30.63,-96.33;' +
    'Beaumont,30.08,-94.13;Tyler,32.35,-95.3;Abilene,32.45,-99.73;Sugar Land,29.62,-95.63;The Woodlands,30.17,-95.46;Galveston,29.3,-94.8;San Marcos,29.88,-97.94',
  UT: 'Salt Lake City,40.76,-111.89;West Valley City,40.69,-112.0;Provo,40.23,-111.66;West Jordan,40.61,-111.94;Orem,40.3,-111.69;Sandy,40.57,-111.86;Ogden,41.22,-111.97;' +
    'St. George,37.1,-113.58;Logan,41.74,-111.83;Park City,40.65,-111.5',
  VT: 'Burlington,44.48,-73.21;South Burlington,44.47,-73.17;Rutland,43.61,-72.97;Montpelier,44.26,-72.58;Brattleboro,42.85,-72.56',
  VA: 'Virginia Beach,36.85,-75.98;Norfolk,36.85,-76.29;Chesapeake,36.77,-76.29;Richmond,37.54,-77.44;Newport News,37.09,-76.47;Alexandria,38.8,-77.05;Hampton,37.03,-76.35;' +
    'Arlington,38.88,-77.1;Roanoke,37.27,-79.94;Lynchburg,37.41,-79.14;Charlottesville,38.03,-78.48;Fairfax,38.85,-77.31;Blacksburg,37.23,-80.41;Harrisonburg,38.45,-78.87',
  WA: 'Seattle,47.61,-122.33;Spokane,47.66,-117.43;Tacoma,47.25,-122.44;Vancouver,45.64,-122.66;Bellevue,47.61,-122.2;Kent,47.38,-122.23;Everett,47.98,-122.2;' +
    'Renton,47.48,-122.22;Olympia,47.04,-122.9;Bellingham,48.75,-122.48;Yakima,46.6,-120.51;Kennewick,46.21,-119.14;Redmond,47.67,-122.12;Walla Walla,46.06,-118.34',
  WV: 'Charleston,38.35,-81.63;Huntington,38.42,-82.45;Morgantown,39.63,-79.96;Parkersburg,39.27,-81.56;Wheeling,40.06,-80.72',
  WI: 'Milwaukee,43.04,-87.91;Madison,43.07,-89.4;Green Bay,44.51,-88.02;Kenosha,42.58,-87.82;Racine,42.73,-87.78;Appleton,44.26,-88.42;Eau Claire,44.81,-91.5;Oshkosh,44.02,-88.54;La Crosse,43.8,-91.24',
  WY: 'Cheyenne,41.14,-104.82;Casper,42.87,-106.31;Laramie,41.31,-105.59;Gillette,44.29,-105.5;Rock Springs,41.59,-109.2;Sheridan,44.8,-106.96;Jackson,43.48,-110.76',
};
