/**
 * Blind held-out claim sets for the claim checker (issue 24), reported by `npm run bench:claims`, not gating.
 * Written by hand from issued claims of the full-text grants in ../shared/data/uspto-xml (claim 1 of each grant
 * is quoted whitespace-normalised below), without reading the checker, its tests or the seeded mutations.
 * Each defective item is a short claim set with the defects a reviewing attorney would mark in a junior's draft;
 * each clean item is issued claims, unchanged or renumbered. `expect.claim` is the claim's position in the set
 * (from 1); the kind of defect is the middle of the id. X and Y split topics and defect kinds evenly.
 */
export interface HeldOutClaimItem {
  id: string;
  patent: string;
  claims: string[];
  expect: { claim: number; code: string }[];
  note: string;
}

const ANTE = 'ANTECEDENT_BASIS';
const MISSING = 'DEPENDS_ON_MISSING_CLAIM';
const LATER = 'DEPENDS_ON_LATER_CLAIM';
const SELF = 'SELF_DEPENDENT';
const MULTI = 'MULTIPLE_DEPENDENT_NOT_ALTERNATIVE';
const CHAIN = 'MULTIPLE_DEPENDENT_CHAIN';
const CATEGORY = 'CATEGORY_MISMATCH';
const NO_STEPS = 'METHOD_WITHOUT_STEPS';
const INDEFINITE = 'INDEFINITE_TERM';
const TRADEMARK = 'TRADEMARK';
const SINGLE_MEANS = 'SINGLE_MEANS';
const OMNIBUS = 'OMNIBUS';
const NUMBERING = 'NUMBERING';

// Claim 1 of each grant as issued.
const G6838736 =
  '1. A semiconductor device comprising: a substrate; a source/drain diffused layer formed in the substrate for a transistor; a first shallow trench isolation formed in the substrate; a second shallow trench isolation formed in the substrate; and a dummy diffused layer formed between the first and second shallow trench isolations, wherein the source/drain diffused layer has its surface silicided, and wherein the dummy diffused layer has its surface covered with an anti-silicidation film at least partially, on which no gate electrode is provided.';
const GH0002140 =
  '1. A process for recovering metals from materials containing them by bio-oxidation comprising; a) treating, in a non-mechanically agitated reactor, a slurry comprising a metal containing material with bacteria capable of promoting extraction of metals from said metal containing material; and, b) introducing an oxygen-containing gas to the slurry within the reactor by aeration means.';
const G6981945 =
  '1. A handgrip for a colonoscope shaft comprising: an internal sleeve adapted to be placed over and engaged with said colonoscope shaft, an external sleeve slidingly positioned about the internal sleeve, and an engaging means positioned between said internal and external sleeves, said engaging means further equipped with a sensor means to measure the force applied between said external and said internal sleeves.';
const G6982661 =
  '1. A method of decoding a series of binary digital signals using a data structure, the series of binary digital signals being previously encoded in accordance with a Huffman code, said method comprising: searching a plurality of codes in the data structure for a possible match based on, at least in part, length of a subgrouping of binary digital signals of the series of binary digital signals being decoded.';
const G8088364 =
  '1. A personal-care composition in the form of a water-in-oil emulsion comprising: a) at least about 10% of a non-polar silicone oil; b) from about 0.1% to about 10% oxybenzone; and c) from about 1% to about 5% avobenzone; wherein the weight ratio of oxybenzone to avobenzone is from 1.0 to 1.5.';
const G8089085 =
  '1. An LED assembly comprising: a heat sink base; at least one LED die attached to the heat sink base; a heat sink attached to the heat sink base; and a first lens attached to the heat sink and a phosphor layer formed upon the first lens.';
const G8419064 =
  '1. An apparatus for adding weight to a work vehicle, the apparatus comprising: a box-shaped receptacle having a bottom surface, a plurality of sides, and an opening configured to receive material; at least one arm projecting from the receptacle, wherein the at least one arm has an L-shaped cross-section, and where the at least one arm is configured to receive at least one weight; and at least one connecting point configured to attach the apparatus to a three-point hitch of the work vehicle.';
const G7641038 =
  '1. A method of making a handrail for a passenger conveyor, comprising: co-extruding a plurality of polymer materials to establish a passenger gripping surface from a first one of the polymer materials and an inner portion from a second one of the polymer materials; and forming a toothed driving surface including a plurality of teeth spaced from each other in a lengthwise direction on the handrail.';
const G6837151 =
  '1. A cooking device comprising: a first base portion; a second base portion movably connected to said first base portion; said first base portion and said second base portion being adapted for relative movement with respect to each other between a rotisserie cooking configuration and a kebab cooking configuration; and a rotisserie skewer and a kebab skewer; wherein in said rotisserie cooking configuration said rotisserie skewer is positioned above a support surface by a first distance, wherein in said kebab cooking configuration said kebab skewer is positioned above a support surface by a second distance, and wherein said first distance is greater than said second distance.';
const G7314391 =
  '1. A plug comprising: a plug body; a fuse provided in the plug body, the fuse including a first contact terminal; a fixed electrode that is provided in the plug body, the fixed electrode being spaced apart from the first contact terminal; a spring that is provided in a compressed state between the fixed electrode and the first contact terminal of the fuse; and a conductive member coupled to a top surface of the first contact terminal and altered in form based on movement of the spring, the conductive member to electrically short-circuit the spring in order to provide an alternative electrical path between the fuse and the fixed electrode.';
const G7474071 =
  '1. A motor control apparatus to control a motor, comprising: a sensor for outputting sensor data; a controller for determining a target state of the motor depending on the sensor data, and for generating a motor control signal for controlling the motor depending on a deviation of a current state of the motor from the target state, to approximate the current state of the motor to the target state; a monitor for outputting an error signal at an error of the sensor or the controller; and a safety controller for generating, at the occurrence of an error signal, an alternative motor control signal suited to put the motor into a rest state in a controlled manner.';
const G7642712 =
  '1. A display device, comprising: a substrate; a first electrode formed over the substrate; a partition member having a first aperture; an emitting control layer covering a portion of the first aperture and providing a second aperture to expose a portion of the first electrode, wherein the second aperture has a quadrangular shape with chamfered corners; an organic light emitting layer formed within the second aperture and directly contacting the emitting control layer; and a second electrode formed over the partition member, the emitting control layer, and the light emitting layer.';
const G8420883 =
  '1. A disposable absorbent article which defines a front waist region, a rear waist region, and a crotch region which interconnects said front and rear waist regions, said absorbent article comprising: a) a vapor permeable backsheet; b) a liquid pervious topsheet which is positioned in facing relation with said backsheet; c) an absorbent core located between said backsheet and said topsheet, said absorbent core including a dual core system; and d) a skin care composition, wherein said skin care composition is applied nonuniformly to a wearer-contacting surface of the disposable absorbent article such that a percent open area in the crotch region is between 25% and 75%.';
const G7272630 =
  '1. A method implemented in a computer, the method comprising: generating an imprint identification code for an object stored at the computer, wherein the imprint identification code comprises a first set of bits of object information corresponding to the object, and wherein the number of bits in the first set of bits is based at least in part on a count of computers that the computer is aware of in the network; identifying one or more additional computers each having a computer identifier that includes a second set of bits that match the imprint identification code; and sending the object information to each of the identified one or more additional computers.';
const G7863991 =
  '1. A VCO circuit having low jitter, comprising: a first ring oscillator stage; a second ring oscillator stage coupled to the first ring oscillator stage; and at least one native N channel transistor coupled to receive a VCO input and couple the VCO input to the first ring oscillator stage and the second ring oscillator stage for receiving a control voltage; wherein each of the first ring oscillator stage and the second ring oscillator stage further comprises a CMOS inverter with a plurality of cross coupled transistors to implement high-speed oscillation of the VCO circuit over a wide range.';
const G6836899 =
  '1. A holding device for removably holding a napkin over the front of the body or torso of a user comprising: (a) a lanyard having two ends and sufficient length to extend around the neck and over the shoulders of a human body, (b) a pair of clamping devices secured to the ends of the lanyard in a pivotable relationship, each said clamping device being comprised of first and second sections which are in opposed alignment and which are pivotably connected to the lanyard, at least one permanent magnet being embedded in one of the sections and at least one magnetically attractive metal element embedded in the other section for creating a magnetic attraction between said sections.';
const G7315680 =
  '1. A fitting for a cable trough system, the fitting comprising: a bottom wall and side walls extending from at least a first terminal end to a second terminal end and forming a trough therebetween, the side walls being curved in a longitudinal direction; and an end portion formed at each of the first and second terminal ends, the end portion including first and second guiding surfaces defining a space therebetween, and a spring member positioned in the space; wherein the space is sized to receive a terminal end of a trough member of the cable trough system, and wherein the spring member is positioned to engage the terminal end of the trough member to couple the trough member to the fitting.';
const G7643973 =
  '1. A computer-implemented method comprising: linearizing a block diagram model, in a modeling environment, to generate a first linear model, the block diagram model including a plurality of blocks; analyzing the first linear model to provide information regarding linearization results of the block diagram model including the plurality of blocks; selecting a block of the plurality of blocks of the block diagram model; and outputting block level linearization results of the selected block of the plurality of blocks of the block diagram model for storing or displaying.';
const G8421353 =
  '1. An organic light emitting diode (OLED) display, comprising: a substrate; a display unit over the substrate and including a plurality of pixels; a conductive contact layer outside the display unit at a distance from the display unit; a sealing member facing the display unit and fixed to the substrate by the conductive contact layer; wherein the sealing member includes a plurality of metal layers laminated with an insulating adhesive layer, the insulating adhesive layer being between the metal layers; and a supporting layer neighboring the metal layers with the insulating adhesive layer being between the supporting layer and the metal layers; and the plurality of metal layers being electrically connected to the display unit through the conductive contact layer.';
const G7862014 =
  '1. A wastewater treatment system comprising, at least one tank for containing a volume of wastewater, an air supply, a first header, submerged in the volume of wastewater, and connected to an air supply, a plurality of first diffuser elements mounted on the first header for diffusing air into the wastewater, a second header submerged in the volume of wastewater and connected to an air supply, a plurality of second diffuser elements mounted on the second header for diffusing air into the wastewater, wherein the first header can be adjustably moved vertically with respect to the second header, and wherein the first and second diffuser elements maintain a vertical orientation in the tank during vertical movement.';
const G6982130 =
  '1. A solid oxide fuel cell formed by a method comprising: providing a first electrode layer; providing an electrolyte layer overlying the first electrode layer, the electrolyte layer comprising fused electrolyte powder, the fused electrolyte powder being formed by melt processing and comprising fused stabilized zirconia; providing a second electrode layer overlying the electrolyte layer; and heat treating the first electrode layer, electrolyte layer and the second electrode layer to form a solid oxide fuel cell.';
const G6982378 =
  '1. An apparatus comprising: a conductor; and a lossy coating encasing the conductor and comprising a plurality of lossy layers in separate sheaths in adjacent layers, the plurality of lossy layers further comprising: a binder; and a lossy material mixed into the binder, the lossy material being selected to attenuate electromagnetic interference frequencies in a narrow or moderate band, individual lossy layers of the plurality of lossy layers having different compositions selected to attenuate frequencies in different frequency bands.';
const G7157516 =
  '1. A method of preparing a nanocomposite comprising combining an organophilic clay and a polymer to form a nanocomposite, wherein the organophilic clay and the polymer each have a peak recrystallization temperature, and wherein the organophilic clay peak recrystallization temperature sufficiently matches the polymer peak recrystallization temperature such that the nanocomposite formed has less permeability to a gas than the polymer.';
const G7315291 =
  '1. A vehicle-mounted apparatus, comprising: a first panel including a first display, said first panel being substantially directly mountable onto a surface of a vehicle; and a second panel including a second display, said second panel being openable and closeable with respect to said first display about a side thereof as a first axis, wherein said second panel is rotatable upside down in an axis perpendicular to said first axis.';
const G8090168 =
  '1. A method for visualizing a registered image, the method comprising: receiving a first image data set and at least one other image data set; displaying at least a portion of the first image data set on a first portion of a display; displaying at least a portion of the at least one other image data set on a second portion of the display; and selectively adjusting display of the at least a portion of the at least one other image data to provide a context to the first image data set.';
const G6838117 =
  '1. A film production method comprising: subjecting a hydrothermally formed film to hydrothermally processing in an aqueous solution having a pH of about 5 to 7.';
const G7156634 =
  '1. An injection molding shooting pot apparatus configured to be installed in a coinjection hot runner with a coinjection nozzle, the coinjection nozzle having at least two melt channels ending at the same gate, said injection molding shooting pot apparatus comprising: a check valve moving element; a shooting pot piston having a proximal end and a distal end; and a shooting pot piston extension disposed at the distal end of the shooting pot piston and configured to dislodge said check valve moving element during a discharge cycle of said shooting pot piston.';
const G7314311 =
  '1. A method for testing the quality of a detector module for an x-ray computer tomography device, comprising: providing a measuring device including an x-ray source, and a holding device equipped with at least one reference detector module and including at least one free space for inserting the detector module to be tested; inserting the detector module to be tested into the free space; irradiating a prescribed x-ray intensity distribution onto a detector including the reference detector module and the detector module to be tested; measuring the reference signals supplied by the reference detector module, and measuring the test signals supplied by the detector module to be tested; and evaluating the supplied signals to determine the quality of the detector module.';
const G7473606 =
  '1. A method for fabricating a metal-oxide semiconductor transistor, comprising: providing a semiconductor substrate; forming a gate structure on the semiconductor substrate; forming a spacer around the gate structure; performing a first ion implantation process to implant a molecular cluster having boron into the semiconductor substrate surrounding the spacer for forming a source/drain region, wherein the weight ratio of each boron atom within the molecular cluster is less than 10% and the molecular cluster comprises B x H y and C x B y H z; and performing a millisecond annealing process for activating the molecular cluster within the source/drain region.';
const G7641040 =
  '1. A textile separating apparatus, comprising; a textile collection area for supporting plural textile items; a textile receiving area; a transport mechanism having an inclined face, wherein the transport mechanism extends between the textile collection area and the textile receiving area, the transport mechanism intersecting the plural textile items; and a pick member projecting from the face of the transport mechanism, wherein the pick member separates and carries a textile item from the plural textile items to the textile receiving area and the inclined face of the transport mechanism is inclined such that at least a portion of the separated textile item is partially supported on the inclined face of the transport mechanism.';
const G7863599 =
  '1. A light emitting diode (LED), comprising: an n-type semiconductor layer, an active layer, a p-type semiconductor layer, and a transparent electrode layer arranged on a substrate; a tunnel layer interposed between the p-type semiconductor layer and the transparent electrode layer; an opening arranged in the transparent electrode layer so that the tunnel layer or the p-type semiconductor layer under the tunnel layer is exposed upward; a distributed Bragg reflector (DBR) arranged in the opening; and an electrode pad arranged on the transparent electrode layer to cover the DBR in the opening.';
const G8088102 =
  '1. An assembly for treatment of a vessel bifurcation comprising: an elongate member having a proximal end and a distal end, the elongate member defining an inflation lumen extending therethrough; an inflatable member having a proximal end, a distal end, and an intermediate region therebetween, the inflatable member being engaged to the elongate member adjacent the distal end of the elongate member, the inflatable member having an interior in fluid communication with the inflation lumen, wherein the inflatable member is eccentrically engaged to the entire tubular elongate member; and a guidewire sheath, the guidewire sheath defining a guidewire sheath lumen, the guidewire sheath to be moveably disposed about at least one guidewire.';
const G8089769 =
  '1. An improved smoke detector device comprising: (a) a base for mounting to a place on a ceiling or a wall via a mounting means; and (b) a ring for removably attaching to the base, the ring comprising at least two modules that removably connect together via a connecting means to form the ring, wherein each module comprises an inner chamber and a door, the inner chamber of each module can hold an item, the door of each module can move between an open position and a closed position for respectively allowing and preventing access to the inner chamber of the module.';
const G6970935 =
  '1. A communication system, comprising: a communication stack comprising: a first layer for generating encoded audio data, wherein the audio data comprises compressed feature vectors representative of speech, wherein the encoded audio data comprises a file format that enables transmission of segments of speech and decompression of the segments of speech in a random order; a second layer for generating a data stream comprising the encoded audio data; a third layer for generating a transmission control data stream, wherein the transmission control data stream comprises meta information for coding scheme notifications; and a fourth layer for transporting the data stream and the transmission control data stream.';
const G8930553 =
  '1. A system for processing mid-dialog SIP messages, the system comprising: an incoming message hardware processor configured to receive a mid-dialog SIP message from a SIP user agent client; and an unknown message hardware processor configured to create a new SIP session, associate the new SIP session with the mid-dialog SIP message, identify an application that is associated with the mid-dialog SIP message, provide to the application the mid-dialog SIP message in the context of the new SIP session, and receive an acknowledgement from the application that the application will accept the mid-dialog SIP message.';
const G11646472 =
  '1. A method of making a battery cell, comprising: providing a protected lithium metal electrode comprising a lithium anode and a protective architecture, the protective architecture comprising a first lithium ion conducting separator layer and a second lithium ion conducting layer, wherein the first layer further comprises a lithium ion conducting anolyte, and the second layer is a substantially impervious layer that prevents the lithium anode from deleterious reaction in direct contact with seawater; contacting the substantially impervious second layer of the protected lithium metal electrode with seawater to provide a cathode for the cell.';
const G6837544 =
  '1. An adjuster mechanism for adjusting the height of an armrest on a vehicle door, comprising: a drive; an adjusting gear mounted on an output side of the drive; and an armrest; wherein the adjusting gear is engaged by the drive to trigger a swivel movement of the armrest in order to adjust the height of the armrest when the drive is activated; wherein the swivel movement of the armrest takes place in relation to an installed state of the adjuster mechanism in a vehicle door about a swivel axis running in a longitudinal vehicle direction; and wherein the armrest has a surface designed to support an arm of a vehicle occupant, said surface being at least one of a convex surface eccentrically formed relative to the swivel axis, and a surface forming a section of a spiral in cross-section.';
const G8420054 =
  '1. A non-invasive method for measuring of histamine in an epidermis comprising: a) applying an adhesive article to an epithelium of a mammal; b) allowing for adherence of epithelial cells to the adhesive article; c) removing the adhesive article from the epithelium of the mammal; d) preparing the adhesive article including the adhered epithelial cells using standard laboratory methods for histamine extraction; e) extracting of histamine from the epithelial cells adhered to said adhesive article; f) measuring histamine from the epithelial cells adhered to said adhesive article; and g) determining the measured amount of the extracted histamine from the epithelial cells as compared to a baseline sample of histamine in the epithelium of the mammal.';
const G7158161 =
  '1. An organic electroluminescence element comprising, on a substrate: an anode which acts as a hole injection electrode; a cathode which acts as an electron injection electrode; a plurality of light emission layers each having a light emission region; and a charge generation layer which injects electrons into a light emission layer arranged close to said anode and holes into a light emission layer arranged close to said cathode, and said light emission layers and said charge generation layer being arranged between said anode and said cathode; wherein the work function of said charge generation layer is configured higher than the ionization potential of said light emission layer arranged close to said anode.';
const G6838627 =
  '1. An element for making an electric contact to another contact member for enabling an electric current to flow between said element and said contact member, said element comprising a body having at least a contact surface thereof coated with a contact layer for contacting said contact member, wherein said contact layer comprises a continuous film comprising a laminated multielement material comprising a plurality of atomic layers, wherein the atoms within each of the layers are bonded by strong bonds and at least a portion of adjacent layers are bonded be weak bonds.';

export const HELD_OUT_CLAIMS_X: HeldOutClaimItem[] = [
  {
    id: 'x-clean-6838736',
    patent: '6838736',
    claims: [
      G6838736,
      '2. The device of claim 1, wherein the anti-silicidation film is an oxide film.',
      '3. The device of claim 1, wherein a dopant, which has been introduced into the source/drain diffused layer, has not been introduced into the dummy diffused layer.',
      '4. The semiconductor device of claim 1, wherein the dummy diffused layer is not electrically coupled to another component via an interconnect.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 5',
  },
  {
    id: 'x-sibling-6838736',
    patent: '6838736',
    claims: [
      G6838736,
      '2. The device of claim 1, wherein the anti-silicidation film is an oxide film.',
      '3. The device of claim 1, wherein the dummy diffused layer is located between an analog circuit block and a digital circuit block.',
      '4. The device of claim 1, wherein the analog circuit block includes a differential amplifier.',
    ],
    expect: [{ claim: 4, code: ANTE }],
    note: '"the analog circuit block" is introduced only in sibling claim 3',
  },
  {
    id: 'x-typo-6838736',
    patent: '6838736',
    claims: [
      G6838736,
      '2. The device of claim 1, wherein the anti-silicidation flim is an oxide film.',
      '3. The device of claim 1, wherein the dummy diffused layer is formed so as to prevent dishing.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the anti-silicidation flim"',
  },
  {
    id: 'x-clean-H0002140',
    patent: 'H0002140',
    claims: [
      GH0002140,
      '2. The process of claim 1, wherein said oxygen-containing gas is introduced to said slurry in bubbles of controlled size.',
      '3. The process of claim 1, wherein said reactor is rakeless.',
      '4. The process of claim 1, wherein gas introduced to the reactor further includes carbon dioxide.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 4, 5; "said" used correctly',
  },
  {
    id: 'x-omnibus-H0002140',
    patent: 'H0002140',
    claims: [
      GH0002140,
      '2. The process of claim 1, wherein said reactor is rakeless.',
      '3. The process of claim 1, wherein the bacteria are adapted to the metal containing material as described in the specification.',
    ],
    expect: [{ claim: 3, code: OMNIBUS }],
    note: 'incorporates the specification by reference',
  },
  {
    id: 'x-such-as-H0002140',
    patent: 'H0002140',
    claims: [
      GH0002140,
      '2. The process of claim 1, wherein said metal containing material is a sulfide concentrate such as pyrite or arsenopyrite.',
      '3. The process of claim 1, wherein gas introduced to the reactor further includes carbon dioxide.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"such as" leaves the bounds of the sulfide concentrate unclear',
  },
  {
    id: 'x-clean-6981945',
    patent: '6981945',
    claims: [
      G6981945,
      '2. The handgrip as in claim 1 further including a release button imbedded in said internal sleeve and equipped with a retention lever for releasingly engaging with said colonoscope shaft.',
      '3. The handgrip as in claim 2, wherein said release button is exposed through said external sleeve for easy activation, said release button defines an engaged position and a released position, said release button is supported by a spring in said engaged position when not depressed.',
      '4. The handgrip as in claim 3, wherein said retention lever has an engaging surface facing said colonoscope shaft, said surface being rough for better retention of said shaft.',
    ],
    expect: [],
    note: 'issued claims 1, 3, 4, 5 renumbered: a chain of "said" references',
  },
  {
    id: 'x-said-6981945',
    patent: '6981945',
    claims: [
      G6981945,
      '2. The handgrip as in claim 1, wherein said sensor means is connected to said display unit by a cable.',
      '3. The handgrip as in claim 1, wherein said engaging means is a rectangular bar.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said display unit" was never introduced',
  },
  {
    id: 'x-category-6981945',
    patent: '6981945',
    claims: [
      G6981945,
      '2. The handgrip as in claim 1, wherein said engaging means is a rectangular bar.',
      '3. The method of claim 1, further comprising recording the force measured by said sensor means while advancing said colonoscope shaft.',
    ],
    expect: [{ claim: 3, code: CATEGORY }],
    note: 'a method claim hung on the handgrip claim',
  },
  {
    id: 'x-clean-6982661',
    patent: '6982661',
    claims: [
      G6982661,
      '2. The method of claim 1, and further comprising: prior to searching, selecting first N binary digital signals in the series as the subgrouping, N being length of a shortest code.',
      '3. The method of claim 2, and further comprising: increasing length of the subgrouping by a next binary digital signal in the series if no code in the data structure having length N matches the subgrouping.',
      '4. The method of claim 1, wherein the data structure is organized, at least in part, based on code length.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 6',
  },
  {
    id: 'x-later-6982661',
    patent: '6982661',
    claims: [
      G6982661,
      '2. The method of claim 3, wherein every code in the data structure having same length as the subgrouping is checked for a match.',
      '3. The method of claim 1, wherein the data structure is organized, at least in part, based on code length.',
    ],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 hangs on claim 3 (claims reordered in the draft)',
  },
  {
    id: 'x-no-steps-6982661',
    patent: '6982661',
    claims: [
      G6982661,
      '2. The method of claim 1, wherein the data structure is organized, at least in part, based on code length.',
      '3. A method for decoding a series of binary digital signals encoded in accordance with a Huffman code, wherein codes of equal length are stored sequentially.',
    ],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 recites no step',
  },
  {
    id: 'x-clean-8088364',
    patent: '8088364',
    claims: [
      G8088364,
      '2. The personal-care composition of claim 1, wherein the non-polar silicone oil is selected from the group consisting of cyclomethicone, dimethicone, and mixtures thereof.',
      '3. The personal-care composition of claim 1, comprising from about 1% to about 6% oxybenzone.',
      '4. The personal-care composition of claim 1, wherein the weight ratio of oxybenzone to avobenzone is from about 1.2 to about 1.4.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 6, 7: "the group consisting of"',
  },
  {
    id: 'x-trademark-8088364',
    patent: '8088364',
    claims: [
      G8088364,
      '2. The personal-care composition of claim 1, wherein the avobenzone is Parsol 1789.',
      '3. The personal-care composition of claim 1, comprising at least about 20% of a non-polar silicone oil.',
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'PARSOL is a registered trademark (DSM) for the UV filter',
  },
  {
    id: 'x-multi-and-8088364',
    patent: '8088364',
    claims: [
      G8088364,
      '2. The personal-care composition of claim 1, wherein the non-polar silicone oil is selected from the group consisting of cyclomethicone, dimethicone, and mixtures thereof.',
      '3. The personal-care composition as claimed in claims 1 and 2, comprising from about 1% to about 6% oxybenzone.',
    ],
    expect: [{ claim: 3, code: MULTI }],
    note: '"claims 1 and 2": not in the alternative',
  },
  {
    id: 'x-clean-8089085',
    patent: '8089085',
    claims: [
      G8089085,
      '2. The LED assembly as recited in claim 1, further comprising fins formed upon the heat sink.',
      '3. The LED assembly as recited in claim 1, wherein the first lens comprises a lump lens.',
      '4. The LED assembly as recited in claim 1, wherein the phosphor layer is formed upon a surface of the first lens that is closest to the LED die.',
      '5. The LED assembly as recited in claim 1, wherein the heat sink base comprises copper.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 4, 6: "at least one LED die ... the LED die"',
  },
  {
    id: 'x-sibling-8089085',
    patent: '8089085',
    claims: [
      G8089085,
      '2. The LED assembly as recited in claim 1, further comprising fins formed upon the heat sink.',
      '3. The LED assembly as recited in claim 1, wherein the fins are formed of extruded aluminum.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the fins" come from sibling claim 2',
  },
  {
    id: 'x-or-the-like-8089085',
    patent: '8089085',
    claims: [
      G8089085,
      '2. The LED assembly as recited in claim 1, wherein the heat sink base comprises copper, aluminum, or the like.',
      '3. The LED assembly as recited in claim 1, wherein the first lens comprises a lump lens.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"or the like"',
  },
  {
    id: 'x-clean-8419064',
    patent: '8419064',
    claims: [
      G8419064,
      '2. The apparatus of claim 1, wherein the at least one arm is operably connected to the box-shaped receptacle.',
      '3. The apparatus of claim 1, wherein the at least one connecting point is operably connected to the box-shaped receptacle.',
      '4. The apparatus of claim 1, having at least four arms, wherein each of the arms is a portion of one of two members, and wherein each of the at least four arms protrudes from the box-shaped receptacle.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 5: "at least one arm ... the at least one arm ... each of the arms"',
  },
  {
    id: 'x-missing-8419064',
    patent: '8419064',
    claims: [
      G8419064,
      '2. The apparatus of claim 1, wherein the at least one arm is operably connected to the box-shaped receptacle.',
      '3. The apparatus of claim 7, wherein the at least one connecting point is operably connected to the box-shaped receptacle.',
    ],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 7 is not in the set (left over from a longer draft)',
  },
  {
    id: 'x-numbering-8419064',
    patent: '8419064',
    claims: [
      G8419064,
      '2. The apparatus of claim 1, wherein the at least one arm is operably connected to the box-shaped receptacle.',
      '4. The apparatus of claim 1, wherein at least one of the plurality of sides of the box-shaped receptacle is removable.',
    ],
    expect: [{ claim: 3, code: NUMBERING }],
    note: 'claims numbered 1, 2, 4',
  },
  {
    id: 'x-clean-7641038',
    patent: '7641038',
    claims: [
      G7641038,
      '2. The method of claim 1, wherein the first polymer material comprises thermoplastic polyurethane.',
      '3. The method of claim 1, including providing at least one load bearing member within at least one of the polymer materials.',
      '4. The method of claim 3, wherein the load bearing member comprises a plurality of cords and the method includes at least partially surrounding the cords with at least one of the materials.',
    ],
    expect: [],
    note: 'issued claims 1, 5, 6, 7 renumbered',
  },
  {
    id: 'x-category-7641038',
    patent: '7641038',
    claims: [
      G7641038,
      '2. The apparatus of claim 1, wherein the toothed driving surface is formed by a mold wheel.',
      '3. The method of claim 1, wherein the first polymer material comprises thermoplastic polyurethane.',
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'an apparatus claim depending on the method claim',
  },
  {
    id: 'x-said-7641038',
    patent: '7641038',
    claims: [
      G7641038,
      '2. The method of claim 1, wherein the first polymer material comprises thermoplastic polyurethane.',
      '3. The method of claim 1, including cooling the co-extruded polymer materials in said water bath before forming the toothed driving surface.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"said water bath" was never introduced',
  },
  {
    id: 'x-clean-6837151',
    patent: '6837151',
    claims: [
      G6837151,
      '2. The cooking device of claim 1 wherein said second base portion is pivotally connected to said first base portion.',
      '3. The cooking device of claim 1 wherein said first base portion includes a notch and said second base portion includes a projection, and wherein said projection is received in said notch to secure said cooking device in the rotisserie cooking configuration.',
    ],
    expect: [],
    note: 'issued claims 1, 7, 8 renumbered',
  },
  {
    id: 'x-trademark-6837151',
    patent: '6837151',
    claims: [
      G6837151,
      '2. The cooking device of claim 1 wherein said kebab skewer has a Teflon coating.',
      '3. The cooking device of claim 1 wherein said second base portion is pivotally connected to said first base portion.',
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'TEFLON is a registered trademark (Chemours) for PTFE',
  },
  {
    id: 'x-single-means-6837151',
    patent: '6837151',
    claims: [
      G6837151,
      '2. The cooking device of claim 1 wherein said second base portion is pivotally connected to said first base portion.',
      '3. A cooking device comprising means for moving a skewer between a rotisserie cooking configuration and a kebab cooking configuration.',
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'x-clean-7314391',
    patent: '7314391',
    claims: [
      G7314391,
      '2. The plug according to claim 1, wherein the conductive member includes an interlaced wire fabricated by interlacing a plurality of slender metal wires.',
      '3. The plug according to claim 2, wherein the interlaced wire electrically couples the first contact terminal of the fuse and a first lead wire.',
      '4. The plug according to claim 1, wherein the conductive member includes a metal piece integrally extended from the fixed electrode to the first contact terminal of the fuse.',
    ],
    expect: [],
    note: 'issued claims 1, 6, 7, 8 renumbered',
  },
  {
    id: 'x-sibling-7314391',
    patent: '7314391',
    claims: [
      G7314391,
      '2. The plug according to claim 1, wherein the fuse further comprises a second contact terminal positioned on an opposite side of the fuse from the first contact terminal.',
      '3. The plug according to claim 1, further comprising a first contact in contact with the second contact terminal of the fuse and positioned at a lead end of the plug, the first contact being extendable and retractable.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: 'as issued (claims 1-3): "the second contact terminal" is introduced only in sibling claim 2',
  },
  {
    id: 'x-type-7314391',
    patent: '7314391',
    claims: [
      G7314391,
      '2. The plug according to claim 1, wherein the fuse is a glass tube fuse of the type used in automotive circuits.',
      '3. The plug according to claim 1, wherein the conductive member includes an interlaced wire fabricated by interlacing a plurality of slender metal wires.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"of the type"',
  },
  {
    id: 'x-clean-7474071',
    patent: '7474071',
    claims: [
      G7474071,
      '2. The apparatus of claim 1, wherein the motor is an electric assistance motor of an electrical steering assistance.',
      '3. The apparatus of claim 1, wherein the sensor is a torque sensor for sensing a torque.',
      '4. The apparatus of claim 1, wherein the controller includes a calculating unit formed to calculate the motor control signal depending on the sensor data.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 7, 9 renumbered',
  },
  {
    id: 'x-omnibus-7474071',
    patent: '7474071',
    claims: [
      G7474071,
      '2. The apparatus of claim 1, wherein the sensor is a torque sensor for sensing a torque.',
      '3. A motor control apparatus substantially as hereinbefore described with reference to the accompanying drawings.',
    ],
    expect: [{ claim: 3, code: OMNIBUS }],
    note: 'the classic omnibus claim',
  },
  {
    id: 'x-self-7474071',
    patent: '7474071',
    claims: [
      G7474071,
      '2. The apparatus of claim 1, wherein the motor is an electric assistance motor of an electrical steering assistance.',
      '3. The apparatus of claim 3, wherein the sensor is a torque sensor for sensing a torque.',
    ],
    expect: [{ claim: 3, code: SELF }],
    note: 'claim 3 refers to itself',
  },
  {
    id: 'x-clean-7642712',
    patent: '7642712',
    claims: [
      G7642712,
      '2. The display device of claim 1, wherein the emitting control layer extends from the edges of the partition member to cover a portion of the first aperture.',
      '3. The display device of claim 1, wherein the first aperture has a quadrangular shape with chamfered corners including only obtuse angular vertices.',
      '4. The display device of claim 1, wherein the first aperture has a substantially rectangular shape.',
    ],
    expect: [],
    note: 'issued claims 1-4 ("the edges" of an introduced member)',
  },
  {
    id: 'x-typo-7642712',
    patent: '7642712',
    claims: [
      G7642712,
      '2. The display device of claim 1, wherein the emiting control layer extends from the corners of the first aperture.',
      '3. The display device of claim 1, wherein the first aperture has a substantially rectangular shape.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the emiting control layer"',
  },
  {
    id: 'x-chain-7642712',
    patent: '7642712',
    claims: [
      G7642712,
      '2. The display device of claim 1, wherein the first aperture has a quadrangular shape with chamfered corners.',
      '3. The display device of claim 1 or 2, wherein the second electrode is a cathode.',
      '4. The display device of claim 2 or 3, wherein the first electrode is an anode.',
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'multiple dependent claim 4 depends on multiple dependent claim 3',
  },
  {
    id: 'x-clean-8420883',
    patent: '8420883',
    claims: [
      G8420883,
      '2. The disposable absorbent article of claim 1, wherein the percent open area in the crotch region is between 30% and 70%.',
      '3. The disposable absorbent article of claim 1, wherein the percent open area in the crotch region is between 35% and 65%.',
      '4. The disposable absorbent article of claim 1, wherein the skin care composition is applied to the topsheet.',
    ],
    expect: [],
    note: 'issued claims 1-4',
  },
  {
    id: 'x-preferably-8420883',
    patent: '8420883',
    claims: [
      G8420883,
      '2. The disposable absorbent article of claim 1, wherein the percent open area in the crotch region is between 30% and 70%, preferably between 35% and 65%.',
      '3. The disposable absorbent article of claim 1, wherein the skin care composition is applied to the topsheet.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"preferably" narrower range inside a claim',
  },
  {
    id: 'x-plain-the-8420883',
    patent: '8420883',
    claims: [
      G8420883,
      '2. The disposable absorbent article of claim 1, wherein the skin care composition is applied to the topsheet.',
      '3. The disposable absorbent article of claim 1, wherein the leg cuffs are elasticized and free of the skin care composition.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the leg cuffs" were never introduced',
  },
  {
    id: 'x-clean-7272630',
    patent: '7272630',
    claims: [
      G7272630,
      '2. A method as recited in claim 1, wherein the object comprises a file and the object information comprises file information.',
      '3. A method as recited in claim 1, wherein the first set of bits comprises the least significant bits of the object information, and wherein the second set of bits comprises the least significant bits of the computer identifier.',
      '4. A method as recited in claim 1, wherein the sending further comprises sending an object identifier corresponding to the object along with the object information.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 5: "the sending" names a step',
  },
  {
    id: 'x-missing-7272630',
    patent: '7272630',
    claims: [
      G7272630,
      '2. A method as recited in claim 1, wherein the object comprises a file and the object information comprises file information.',
      '3. A method as recited in claim 4, wherein the object information is a semi-unique value based at least in part on the data in the object.',
    ],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 4 does not exist',
  },
  {
    id: 'x-sibling-7272630',
    patent: '7272630',
    claims: [
      G7272630,
      '2. A method as recited in claim 1, wherein the object comprises a file and the object information comprises file information.',
      '3. A method as recited in claim 1, wherein the file information comprises a hash of the contents of the file.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the file information" and "the file" come from sibling claim 2',
  },
  {
    id: 'x-clean-7863991',
    patent: '7863991',
    claims: [
      G7863991,
      '2. The VCO circuit of claim 1, wherein each of the first ring oscillator stage and the second ring oscillator stage comprises 4 N-type and 4 P-type transistors which form the CMOS inverters with 2 pairs of cross coupled transistors.',
      '3. The VCO circuit of claim 1, wherein the VCO circuit includes only the first ring oscillator stage and the second ring oscillator stage, and is fabricated in CMOS.',
    ],
    expect: [],
    note: 'issued claims 1, 4, 5 renumbered: "N-type", "each of"',
  },
  {
    id: 'x-single-means-7863991',
    patent: '7863991',
    claims: [
      G7863991,
      '2. The VCO circuit of claim 1, wherein the VCO circuit is fabricated in CMOS.',
      '3. An oscillator comprising means for generating a low-jitter oscillation signal in response to a control voltage.',
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'x-multi-and-7863991',
    patent: '7863991',
    claims: [
      G7863991,
      '2. The VCO circuit of claim 1, wherein the VCO circuit is fabricated in CMOS.',
      '3. The VCO circuit according to claims 1 and 2, wherein each of the first ring oscillator stage and the second ring oscillator stage comprises 4 N-type and 4 P-type transistors.',
    ],
    expect: [{ claim: 3, code: MULTI }],
    note: '"according to claims 1 and 2"',
  },
  {
    id: 'x-clean-6836899',
    patent: '6836899',
    claims: [
      G6836899,
      '2. The holding device as in claim 1 wherein one of the sections of each of the clamping devices contains an embedded permanent magnet and the other contains a magnetizable metal plate.',
      '3. The holding device as in claim 1 wherein both of the sections of each clamping device contains an embedded permanent magnet, the two magnets being arranged with respect to each other with opposite polarity.',
    ],
    expect: [],
    note: 'issued claims 1, 6, 7 renumbered: "each said clamping device", "the other"',
  },
  {
    id: 'x-trademark-6836899',
    patent: '6836899',
    claims: [
      G6836899,
      '2. The holding device as in claim 1 wherein the two ends of the lanyard are joined by a Velcro strip behind the neck of the user.',
      '3. The holding device as in claim 1 wherein one of the sections of each of the clamping devices contains an embedded permanent magnet and the other contains a magnetizable metal plate.',
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'VELCRO is a registered trademark for hook-and-loop fasteners',
  },
  {
    id: 'x-typo-6836899',
    patent: '6836899',
    claims: [
      G6836899,
      '2. The holding device as in claim 1 wherein the lanyard is a braided cord and the clampng devices are molded of plastic.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the clampng devices"',
  },
  {
    id: 'x-clean-7315680',
    patent: '7315680',
    claims: [
      G7315680,
      '2. The fitting of claim 1, further comprising opposing fingers coupled to the fitting to maintain cable within the fitting.',
      '3. The fitting of claim 1, wherein the first and second guiding surfaces of the end portion are generally U-shaped.',
    ],
    expect: [],
    note: 'issued claims 1, 3, 5 renumbered',
  },
  {
    id: 'x-numbering-7315680',
    patent: '7315680',
    claims: [
      G7315680,
      '2. The fitting of claim 1, further comprising opposing fingers coupled to the fitting to maintain cable within the fitting.',
      '2. The fitting of claim 1, wherein the first and second guiding surfaces of the end portion are generally U-shaped.',
    ],
    expect: [{ claim: 3, code: NUMBERING }],
    note: 'two claims numbered 2',
  },
  {
    id: 'x-for-example-7315680',
    patent: '7315680',
    claims: [
      G7315680,
      '2. The fitting of claim 1, wherein the fitting is an elbow, for example an up elbow or a down elbow.',
      '3. The fitting of claim 1, wherein the first and second guiding surfaces of the end portion are generally U-shaped.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"for example"',
  },
  {
    id: 'x-clean-7643973',
    patent: '7643973',
    claims: [
      G7643973,
      '2. The method of claim 1, further comprising: modifying the information regarding the linearization results of the selected block in the block diagram model; and linearizing the block diagram model to generate a second linear model using the modified information.',
      '3. The method of claim 1, wherein analyzing further comprises: determining whether the block diagram model is linearized in a discontinuity region.',
      '4. The method of claim 1, wherein analyzing further comprises: determining whether the block diagram model is linearized in a singularity region.',
    ],
    expect: [],
    note: 'issued claims 1-4: long antecedent chains',
  },
  {
    id: 'x-no-steps-7643973',
    patent: '7643973',
    claims: [
      G7643973,
      '2. The method of claim 1, wherein analyzing further comprises: determining whether the block diagram model is linearized in a singularity region.',
      '3. A computer-implemented method of analyzing linearization results of a block diagram model having a plurality of blocks in a modeling environment.',
    ],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 has no step',
  },
  {
    id: 'x-later-7643973',
    patent: '7643973',
    claims: [
      G7643973,
      '2. The method of claim 3, wherein the discontinuity region is reported together with the block level linearization results.',
      '3. The method of claim 1, wherein analyzing further comprises: determining whether the block diagram model is linearized in a discontinuity region.',
    ],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 depends on later claim 3',
  },
  {
    id: 'x-clean-8421353',
    patent: '8421353',
    claims: [
      G8421353,
      '2. The OLED display as claimed in claim 1, wherein the supporting layer has a same width as one of the plurality of metal layers.',
      '3. The OLED display as claimed in claim 1, wherein the supporting layer is between neighboring metal layers among the plurality of metal layers.',
      '4. The OLED display as claimed in claim 1, wherein the supporting layer has a bending strength higher than that of the plurality of metal layers.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 5 renumbered',
  },
  {
    id: 'x-said-8421353',
    patent: '8421353',
    claims: [
      G8421353,
      '2. The OLED display as claimed in claim 1, wherein said encapsulation glass is bonded to said sealing member.',
      '3. The OLED display as claimed in claim 1, wherein the supporting layer is on an uppermost metal layer of the plurality of metal layers.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said encapsulation glass" was never introduced',
  },
  {
    id: 'x-chain-8421353',
    patent: '8421353',
    claims: [
      G8421353,
      '2. The OLED display as claimed in claim 1, wherein the supporting layer is on an uppermost metal layer of the plurality of metal layers.',
      '3. The OLED display as claimed in claim 1 or 2, wherein the supporting layer has a bending strength higher than that of the plurality of metal layers.',
      '4. The OLED display as claimed in any one of claims 1 to 3, wherein the conductive contact layer comprises a conductive adhesive.',
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'claim 4 depends on claim 3, itself multiple dependent',
  },
  {
    id: 'x-clean-7862014',
    patent: '7862014',
    claims: [
      G7862014,
      '2. The wastewater treatment system as set forth in claim 1, further comprising a height adjustment mechanism for adjustably varying the height of the first header with respect to the second header.',
      '3. The wastewater treatment system as set forth in claim 1, wherein the first header is positioned at a first vertical position in the tank and the second header is positioned at a second vertical position in the tank different from the first vertical position.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 4 renumbered',
  },
  {
    id: 'x-plain-the-7862014',
    patent: '7862014',
    claims: [
      G7862014,
      '2. The wastewater treatment system as set forth in claim 1, wherein the blower is located outside the tank and feeds the first header.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the blower" was never introduced (claim 1 has "an air supply")',
  },
  {
    id: 'x-category-7862014',
    patent: '7862014',
    claims: [
      G7862014,
      '2. The method as set forth in claim 1, further comprising raising the first header with respect to the second header while air is diffused into the wastewater.',
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'a method claim depending on the system claim',
  },
];

export const HELD_OUT_CLAIMS_Y: HeldOutClaimItem[] = [
  {
    id: 'y-clean-6982130',
    patent: '6982130',
    claims: [
      G6982130,
      '2. The solid oxide fuel cell of claim 1, wherein the first electrode layer is an anode or a cathode, and the second electrode layer is the other of an anode or a cathode.',
      '3. The solid oxide fuel cell of claim 1, wherein the fused electrolyte powder further comprises yttria in an amount greater than 8 mole percent.',
      '4. The solid oxide fuel cell of claim 1, wherein heat treating is carried out by sintering.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 6 renumbered: "the other of"',
  },
  {
    id: 'y-sibling-6982130',
    patent: '6982130',
    claims: [
      G6982130,
      '2. The solid oxide fuel cell of claim 1, wherein the fused electrolyte powder further comprises yttria in an amount greater than 8 mole percent.',
      '3. The solid oxide fuel cell of claim 1, wherein the yttria is present in an amount of less than 12 mole percent.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the yttria" is introduced only in sibling claim 2',
  },
  {
    id: 'y-such-as-6982130',
    patent: '6982130',
    claims: [
      G6982130,
      '2. The solid oxide fuel cell of claim 1, wherein the first electrode layer comprises a cermet such as nickel-zirconia.',
      '3. The solid oxide fuel cell of claim 1, wherein heat treating is carried out by sintering.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"such as"',
  },
  {
    id: 'y-clean-6982378',
    patent: '6982378',
    claims: [
      G6982378,
      '2. An apparatus according to claim 1 further comprising: a braid shield encasing the conductor and forming a shield layer.',
      '3. An apparatus according to claim 1 wherein: the conductor is a wire or cable and the plurality of lossy layers encase an outer circumferential surface of the wire or cable.',
    ],
    expect: [],
    note: 'issued claims 1, 5, 6 renumbered',
  },
  {
    id: 'y-typo-6982378',
    patent: '6982378',
    claims: [
      G6982378,
      '2. An apparatus according to claim 1 wherein the lossy materal comprises ferrite particles.',
      '3. An apparatus according to claim 1 further comprising: a braid shield encasing the conductor and forming a shield layer.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the lossy materal"',
  },
  {
    id: 'y-trademark-6982378',
    patent: '6982378',
    claims: [G6982378, '2. An apparatus according to claim 1 wherein the binder is a Viton fluoroelastomer.'],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'VITON is a registered trademark (Chemours) for FKM',
  },
  {
    id: 'y-clean-7157516',
    patent: '7157516',
    claims: [
      G7157516,
      '2. The method according to claim 1, wherein the gas is oxygen, nitrogen, carbon dioxide, hydrogen, or water vapor.',
      '3. The method according to claim 1, wherein the organophilic clay is a phyllosilicate.',
      '4. The method according to claim 1, wherein the organophilic clay is a smectite or mica.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 4, 5 renumbered',
  },
  {
    id: 'y-category-7157516',
    patent: '7157516',
    claims: [
      G7157516,
      '2. The method according to claim 1, wherein the organophilic clay is a phyllosilicate.',
      '3. The nanocomposite of claim 1, wherein the polymer is polypropylene.',
    ],
    expect: [{ claim: 3, code: CATEGORY }],
    note: 'a product claim hung on the method claim',
  },
  {
    id: 'y-self-7157516',
    patent: '7157516',
    claims: [
      G7157516,
      '2. The method according to claim 2, wherein the organophilic clay is a phyllosilicate.',
      '3. The method according to claim 1, wherein the organophilic clay is a smectite or mica.',
    ],
    expect: [{ claim: 2, code: SELF }],
    note: 'claim 2 refers to itself',
  },
  {
    id: 'y-clean-7315291',
    patent: '7315291',
    claims: [
      G7315291,
      '2. The vehicle-mounted apparatus of claim 1, further comprising: an operating switch; and means for rotating upside down at least one of said operating switch and a function indication on said operating switch when said second panel is rotated upside down.',
      '3. The vehicle-mounted apparatus of claim 1, further comprising: an operating switch; and means for changing a function indication on said operating switch according to whether said second panel is rotated upside down.',
      '4. The vehicle-mounted apparatus as set forth in claim 1, further comprising: means for displaying a current audio source on at least one of said first and second displays.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 3, 5 renumbered: means-plus-function elements among others',
  },
  {
    id: 'y-single-means-7315291',
    patent: '7315291',
    claims: [
      G7315291,
      '2. The vehicle-mounted apparatus as set forth in claim 1, further comprising: means for displaying a current audio source on at least one of said first and second displays.',
      '3. A vehicle-mounted display apparatus comprising means for rotating a display panel upside down.',
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'y-said-7315291',
    patent: '7315291',
    claims: [
      G7315291,
      '2. The vehicle-mounted apparatus of claim 1, wherein said hinge is located along said side of said first display.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said hinge" was never introduced',
  },
  {
    id: 'y-clean-8090168',
    patent: '8090168',
    claims: [
      G8090168,
      '2. The method of claim 1, wherein the first image data set is registered with the at least one other image data set.',
      '3. The method of claim 1, further comprising: displaying the at least one other image data set in a predetermined orientation on the second portion of the display; and extracting a matching image plane in the at least one other image data set, wherein the matching image plane corresponds to the first image data set.',
      '4. The method of claim 3, further comprising displaying the at least one other image data set on the second portion of the display such that the matching image plane is substantially parallel to the display.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 5, 6 renumbered: "at least one other ... the at least one other"',
  },
  {
    id: 'y-omnibus-8090168',
    patent: '8090168',
    claims: [
      G8090168,
      '2. The method of claim 1, wherein the first image data set is registered with the at least one other image data set.',
      '3. A method for visualizing a registered image as described in the specification.',
    ],
    expect: [{ claim: 3, code: OMNIBUS }],
    note: 'omnibus claim',
  },
  {
    id: 'y-later-8090168',
    patent: '8090168',
    claims: [
      G8090168,
      '2. The method of claim 3, further comprising displaying the at least one other image data set such that the matching image plane is parallel to the display.',
      '3. The method of claim 1, further comprising extracting a matching image plane in the at least one other image data set, wherein the matching image plane corresponds to the first image data set.',
    ],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 depends on later claim 3',
  },
  {
    id: 'y-clean-6838117',
    patent: '6838117',
    claims: [
      G6838117,
      '2. A method according to claim 1, further comprising hydrothermally forming the film.',
      '3. A method according to claim 2, wherein hydrothermally forming the film comprises forming a hydrothermal seed on a substrate and then subjecting the seeded substrate to hydrothermal film formation.',
      '4. A method according to claim 3, further comprising the step of forming an electrode on the surface of the film.',
    ],
    expect: [],
    note: 'issued claims 1, 3, 4, 5 renumbered',
  },
  {
    id: 'y-no-steps-6838117',
    patent: '6838117',
    claims: [
      G6838117,
      '2. A method according to claim 1, wherein the hydrothermally formed film comprises PZT.',
      '3. A hydrothermal method for producing a piezoelectric film.',
    ],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 has no step',
  },
  {
    id: 'y-numbering-6838117',
    patent: '6838117',
    claims: [
      G6838117,
      '2. A method according to claim 1, wherein the hydrothermally formed film comprises PZT.',
      '3. A method according to claim 1, further comprising hydrothermally forming the film.',
      '5. A method according to claim 3, wherein hydrothermally forming the film comprises forming a hydrothermal seed on a substrate.',
    ],
    expect: [{ claim: 4, code: NUMBERING }],
    note: 'claims numbered 1, 2, 3, 5',
  },
  {
    id: 'y-clean-7156634',
    patent: '7156634',
    claims: [
      G7156634,
      '2. An injection molding shooting pot apparatus according to claim 1, wherein said shooting pot piston extension is integrally formed with said shooting pot piston.',
      '3. An injection molding shooting pot apparatus according to claim 1, wherein said shooting pot piston extension has (i) a length less than that of said shooting pot piston, and (ii) an outside diameter less than that of said shooting pot piston.',
      '4. An injection molding shooting pot apparatus according to claim 1, wherein said shooting pot piston extension has at least one longitudinally-extending slot formed in an outer surface thereof configured to cause melt to move therethrough during a melt inflow cycle.',
    ],
    expect: [],
    note: 'issued claims 1-4: "the same gate", "said" chains',
  },
  {
    id: 'y-multi-and-7156634',
    patent: '7156634',
    claims: [
      G7156634,
      '2. An injection molding shooting pot apparatus according to claim 1, wherein said shooting pot piston extension is integrally formed with said shooting pot piston.',
      '3. An injection molding shooting pot apparatus according to claims 1 and 2, wherein said shooting pot piston extension has an outside diameter less than that of said shooting pot piston.',
    ],
    expect: [{ claim: 3, code: MULTI }],
    note: '"claims 1 and 2"',
  },
  {
    id: 'y-plain-the-7156634',
    patent: '7156634',
    claims: [
      G7156634,
      '2. An injection molding shooting pot apparatus according to claim 1, wherein the hot runner manifold feeds both melt channels of the coinjection nozzle.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the hot runner manifold" was never introduced',
  },
  {
    id: 'y-clean-7314311',
    patent: '7314311',
    claims: [
      G7314311,
      '2. The method as claimed in claim 1, wherein a test gantry corresponding to the gantry of the x-ray computer tomography device is used as a measuring device.',
      '3. The method as claimed in claim 1, wherein the detector module to be tested is inserted between two reference detector modules.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 10 renumbered',
  },
  {
    id: 'y-category-7314311',
    patent: '7314311',
    claims: [
      G7314311,
      '2. The measuring device of claim 1, wherein the holding device holds two reference detector modules on either side of the free space.',
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'a device claim hung on the method claim',
  },
  {
    id: 'y-or-the-like-7314311',
    patent: '7314311',
    claims: [
      G7314311,
      '2. The method as claimed in claim 1, wherein the reference detector module is fixed in the holding device by screws, clips or the like.',
      '3. The method as claimed in claim 1, wherein the detector module to be tested is inserted between two reference detector modules.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"or the like"',
  },
  {
    id: 'y-clean-7473606',
    patent: '7473606',
    claims: [
      G7473606,
      '2. The method for fabricating a metal-oxide semiconductor transistor of claim 1, wherein the molecular weight of the molecular cluster is greater than 100.',
      '3. The method for fabricating a metal-oxide semiconductor transistor of claim 1, wherein the millisecond annealing process comprises a laser annealing process or a flash annealing process.',
    ],
    expect: [],
    note: 'issued claims 1, 3, 8 renumbered',
  },
  {
    id: 'y-missing-7473606',
    patent: '7473606',
    claims: [
      G7473606,
      '2. The method for fabricating a metal-oxide semiconductor transistor of claim 1, wherein the molecular weight of the molecular cluster is greater than 100.',
      '3. The method for fabricating a metal-oxide semiconductor transistor of claim 5, wherein the millisecond annealing process comprises a laser annealing process.',
    ],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 5 does not exist',
  },
  {
    id: 'y-typo-7473606',
    patent: '7473606',
    claims: [
      G7473606,
      '2. The method for fabricating a metal-oxide semiconductor transistor of claim 1, wherein the molecular cluser has a molecular weight greater than 100.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the molecular cluser"',
  },
  {
    id: 'y-clean-7641040',
    patent: '7641040',
    claims: [
      G7641040,
      '2. The textile separating apparatus of claim 1, wherein the textile collection area includes a bin containing the plural textile items.',
      '3. The textile separating apparatus of claim 1, wherein the textile collection area includes an advancement mechanism, wherein the advancement mechanism moves the plural textile items towards the transport mechanism.',
      '4. The textile separating apparatus of claim 1, wherein the transport mechanism includes a looped conveyor intersecting the plural textile items.',
    ],
    expect: [],
    note: 'issued claims 1-4',
  },
  {
    id: 'y-sibling-7641040',
    patent: '7641040',
    claims: [
      G7641040,
      '2. The textile separating apparatus of claim 1, wherein the textile collection area includes an advancement mechanism, wherein the advancement mechanism moves the plural textile items towards the transport mechanism.',
      '3. The textile separating apparatus of claim 1, wherein the advancement mechanism includes raised members projecting from a face of the advancement mechanism.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the advancement mechanism" comes from sibling claim 2',
  },
  {
    id: 'y-preferably-7641040',
    patent: '7641040',
    claims: [
      G7641040,
      '2. The textile separating apparatus of claim 1, wherein the pick member projects from the face of the transport mechanism at an acute angle, preferably between 30 and 60 degrees.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"preferably"',
  },
  {
    id: 'y-clean-7863599',
    patent: '7863599',
    claims: [
      G7863599,
      '2. The LED of claim 1, wherein a side surface of the electrode pad contacts an inner side surface of the opening, and a lower surface of the electrode pad contacts the DBR.',
      '3. The LED of claim 1, wherein the tunnel layer is an n-type tunnel layer (n++) doped with a highly concentrated n-type impurity.',
      '4. The LED of claim 1, wherein the transparent electrode layer is an indium tin oxide (ITO) layer.',
    ],
    expect: [],
    note: 'issued claims 1-4: "n-type", "p-type" are not the indefinite "type"',
  },
  {
    id: 'y-chain-7863599',
    patent: '7863599',
    claims: [
      G7863599,
      '2. The LED of claim 1, wherein the DBR comprises low refractive index layers and high refractive index layers alternately laminated.',
      '3. The LED of claim 1 or 2, wherein the transparent electrode layer is an indium tin oxide layer.',
      '4. The LED of claim 2 or 3, wherein the LED is a GaN-based LED.',
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'multiple dependent claim 4 depends on multiple dependent claim 3',
  },
  {
    id: 'y-omnibus-7863599',
    patent: '7863599',
    claims: [
      G7863599,
      '2. The LED of claim 1, wherein the DBR is formed as described in the specification.',
      '3. The LED of claim 1, wherein the LED is a GaN-based LED.',
    ],
    expect: [{ claim: 2, code: OMNIBUS }],
    note: 'incorporates the specification by reference',
  },
  {
    id: 'y-clean-8088102',
    patent: '8088102',
    claims: [
      G8088102,
      '2. The assembly of claim 1, further comprising a first guidewire and a second guidewire.',
      '3. The assembly of claim 1, wherein the guidewire sheath is distinct and separate from the inflation lumen.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 4 renumbered',
  },
  {
    id: 'y-plain-the-8088102',
    patent: '8088102',
    claims: [
      G8088102,
      '2. The assembly of claim 1, wherein the elongate member defines a slit, the slit in communication with the guidewire lumen, the slit extending from the distal end of the elongate member proximally to a region of the elongate member proximate a proximal end of the inflatable member.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: 'issued claim 3 as granted: "the guidewire lumen" has no basis (claim 1 has a guidewire sheath lumen)',
  },
  {
    id: 'y-trademark-8088102',
    patent: '8088102',
    claims: [
      G8088102,
      '2. The assembly of claim 1, wherein the inflatable member is formed of Pebax.',
      '3. The assembly of claim 1, further comprising a first guidewire and a second guidewire.',
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'PEBAX is a registered trademark (Arkema) for polyether block amide',
  },
  {
    id: 'y-clean-8089769',
    patent: '8089769',
    claims: [
      G8089769,
      '2. The smoke detector device of claim 1, wherein the base is generally cylindrical in shape.',
      '3. The smoke detector device of claim 1, wherein a top aperture is disposed in a top end of the base for providing access to an inner cavity of the base.',
      '4. The smoke detector device of claim 1 further comprising a groove disposed in the base.',
    ],
    expect: [],
    note: 'issued claims 1, 4, 5, 6 renumbered: "each module ... the module"',
  },
  {
    id: 'y-multi-and-8089769',
    patent: '8089769',
    claims: [
      G8089769,
      '2. The smoke detector device of claim 1 further comprising a groove disposed in the base.',
      '3. The smoke detector device of claim 1 and claim 2, wherein the ring can wrap around the groove of the base.',
    ],
    expect: [{ claim: 3, code: MULTI }],
    note: '"claim 1 and claim 2"',
  },
  {
    id: 'y-type-8089769',
    patent: '8089769',
    claims: [
      G8089769,
      '2. The smoke detector device of claim 1, wherein the door of each module is of the sliding type.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"of the sliding type"',
  },
  {
    id: 'y-clean-6970935',
    patent: '6970935',
    claims: [
      G6970935,
      '2. The system of claim 1, wherein the first layer is adapted to reconstruct an audio waveform from encoded audio data.',
      '3. The system of claim 1, wherein the communication stack further comprises a fifth layer for generating distributed control data, wherein the distributed control data is implemented for coordinating distributed conversational functions.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 6 renumbered',
  },
  {
    id: 'y-missing-6970935',
    patent: '6970935',
    claims: [
      G6970935,
      '2. The system of claim 1, wherein the first layer is adapted to reconstruct an audio waveform from encoded audio data.',
      '3. The system of claim 8, wherein the file format of the encoded audio data comprises a file header.',
    ],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 8 does not exist',
  },
  {
    id: 'y-later-6970935',
    patent: '6970935',
    claims: [
      G6970935,
      '2. The system of claim 3, wherein the distributed control data comprises an input/output event notification.',
      '3. The system of claim 1, wherein the communication stack further comprises a fifth layer for generating distributed control data.',
    ],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 depends on later claim 3',
  },
  {
    id: 'y-clean-8930553',
    patent: '8930553',
    claims: [
      G8930553,
      '2. The system according to claim 1 wherein the unknown message hardware processor is configured to provide the mid-dialog SIP message in an out-of-SIP-protocol callback to the application.',
      '3. The system according to claim 1 and further comprising a SIP container configured to provide to the application the mid-dialog SIP message in the context of the new SIP session, responsive to the unknown message hardware processor receiving the acknowledgement.',
      '4. The system according to claim 3 wherein the SIP container is configured to provide to the application the mid-dialog SIP message in an in-protocol SIP callback to the application.',
    ],
    expect: [],
    note: 'issued claims 1, 3, 4, 5 renumbered',
  },
  {
    id: 'y-category-8930553',
    patent: '8930553',
    claims: [
      G8930553,
      '2. The method of claim 1, further comprising logging the mid-dialog SIP message before the new SIP session is created.',
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'a method claim depending on the system claim',
  },
  {
    id: 'y-said-8930553',
    patent: '8930553',
    claims: [
      G8930553,
      '2. The system according to claim 1 wherein said SIP proxy server forwards said mid-dialog SIP message to said incoming message hardware processor.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said SIP proxy server" was never introduced',
  },
  {
    id: 'y-clean-11646472',
    patent: '11646472',
    claims: [
      G11646472,
      '2. The method of claim 1 wherein the lithium anode is lithium metal.',
      '3. The method of claim 1 wherein the lithium anode comprises a lithium alloying material.',
      '4. The method of claim 3 wherein the lithium alloying material is silicon or tin.',
    ],
    expect: [],
    note: 'issued claims 1, 2, 4, 5 renumbered',
  },
  {
    id: 'y-no-steps-11646472',
    patent: '11646472',
    claims: [
      G11646472,
      '2. The method of claim 1 wherein the anolyte is a liquid electrolyte.',
      '3. A method of making a seawater battery cell having a protected lithium metal electrode.',
    ],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 has no step',
  },
  {
    id: 'y-sibling-11646472',
    patent: '11646472',
    claims: [
      G11646472,
      '2. The method of claim 1 wherein the lithium anode comprises a lithium alloying material.',
      '3. The method of claim 1 wherein the lithium alloying material is silicon or tin.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the lithium alloying material" comes from sibling claim 2',
  },
  {
    id: 'y-clean-6837544',
    patent: '6837544',
    claims: [
      G6837544,
      '2. The adjuster mechanism of claim 1, wherein a gearing element provided on the armrest is coupled to the adjusting gear which can be driven by the drive in order to generate swivel movement of the armrest.',
      '3. The adjuster mechanism of claim 2, wherein the gearing element provided on the armrest is comprised of a toothed segment.',
    ],
    expect: [],
    note: 'issued claims 1, 5, 6 renumbered',
  },
  {
    id: 'y-sibling-6837544',
    patent: '6837544',
    claims: [
      G6837544,
      '2. The adjuster mechanism of claim 1, wherein the vehicle door has an inside door trim attached thereto and the axis running in the longitudinal vehicle direction runs in a plane shared with the inside door trim.',
      '3. The adjuster mechanism of claim 1, wherein a section of the inside door trim adjoining the armrest is designed to be folding.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the inside door trim" comes from sibling claim 2',
  },
  {
    id: 'y-for-example-6837544',
    patent: '6837544',
    claims: [
      G6837544,
      '2. The adjuster mechanism of claim 1, wherein the drive is an electric motor, for example a DC motor with a worm gear.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"for example"',
  },
  {
    id: 'y-clean-8420054',
    patent: '8420054',
    claims: [
      G8420054,
      '2. The method according to claim 1, wherein the histamine is standardized by dividing the histamine by an amount of protein on the adhesive article.',
      '3. The method according to claim 1, wherein the epithelium comprises stratum corneum.',
    ],
    expect: [],
    note: 'issued claims 1-3: lettered steps',
  },
  {
    id: 'y-single-means-8420054',
    patent: '8420054',
    claims: [
      G8420054,
      '2. The method according to claim 1, wherein the epithelium comprises stratum corneum.',
      '3. An apparatus for measuring histamine in an epidermis, comprising means for extracting histamine from epithelial cells adhered to an adhesive article.',
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'y-numbering-8420054',
    patent: '8420054',
    claims: [
      G8420054,
      '3. The method according to claim 1, wherein the epithelium comprises stratum corneum.',
      '4. The method according to claim 3, wherein the histamine is extracted with a buffered solution.',
    ],
    expect: [{ claim: 2, code: NUMBERING }],
    note: 'claims numbered 1, 3, 4',
  },
  {
    id: 'y-clean-7158161',
    patent: '7158161',
    claims: [
      G7158161,
      '2. An organic electroluminescence element set forth in claim 1, wherein the light emission layer arranged close to said anode and the light emission layer arranged close to said cathode are made of the same material mutually.',
      '3. An organic electroluminescence element set forth in claim 1, wherein said charge generation layer comprises a high polymer-based organic film.',
    ],
    expect: [],
    note: 'issued claims 1, 5, 8 renumbered: "the same material"',
  },
  {
    id: 'y-typo-7158161',
    patent: '7158161',
    claims: [
      G7158161,
      '2. An organic electroluminescence element set forth in claim 1, wherein said charge generaton layer comprises a high polymer-based organic film.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said charge generaton layer"',
  },
  {
    id: 'y-said-7158161',
    patent: '7158161',
    claims: [
      G7158161,
      '2. An organic electroluminescence element set forth in claim 1, wherein said hole transport layer is formed by a wet process.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said hole transport layer" was never introduced',
  },
  {
    id: 'y-clean-6838627',
    patent: '6838627',
    claims: [
      G6838627,
      '2. The element according to claim 1, wherein the strong bonds are at least one of covalent bonds or metallic bonds and the weak bonds are at least one of Van der Waals bonds or hydrogen bonds.',
    ],
    expect: [],
    note: 'issued claims 1, 6 renumbered',
  },
  {
    id: 'y-trademark-6838627',
    patent: '6838627',
    claims: [G6838627, '2. The element according to claim 1, wherein the body is made of Inconel.'],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'INCONEL is a registered trademark (Special Metals) for nickel alloys',
  },
  {
    id: 'y-chain-6838627',
    patent: '6838627',
    claims: [
      G6838627,
      '2. The element according to claim 1, wherein the laminated multielement material comprises MoS2.',
      '3. The element according to claim 1 or 2, wherein the strong bonds are covalent bonds.',
      '4. The element according to claim 2 or 3, wherein the weak bonds are Van der Waals bonds.',
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'multiple dependent claim 4 depends on multiple dependent claim 3',
  },
];
