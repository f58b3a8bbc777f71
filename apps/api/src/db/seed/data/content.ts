// Texts of the content store, in Swedish and English. The seed inserts them idempotently; editors
// may change them in the database afterwards. HTML is limited to p, h3, ul/ol, li, strong and a:
// the web app sanitises it again before showing it.
type SeedContent = { key: string; language: 'sv' | 'en'; subject: string; content: string };

const html = (parts: TemplateStringsArray, ...values: unknown[]) =>
  String.raw({ raw: parts }, ...values)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/>\s+</g, '><');

const loggedOut: SeedContent[] = [
  {
    key: 'freight.page.loggedout',
    language: 'sv',
    subject: 'Frakt för företag – jämför, boka och följ dina sändningar',
    content: html`
      <p>Skeppa är fraktportalen för företag som skickar paket, pall och styckegods inom Sverige och till
      utlandet. Du anger vad du skickar, varifrån och vart – vi visar pris och leveranstid från DHL Express,
      DHL Freight, DSV och UPS sida vid sida, så att du kan välja det som passar sändningen bäst.</p>
      <ul>
      <li><strong>Företagets priser på ett ställe</strong> – en inloggning i stället för en kundportal per transportör.</li>
      <li><strong>Bokat på några minuter</strong> – fraktsedlar, etiketter och tulldokument skapas direkt.</li>
      <li><strong>Koll efteråt</strong> – spårning, transportförsäkring, reklamationer och fakturor samlade.</li>
      </ul>
      <p>Prova demon utan att logga in och se vad nästa sändning skulle kosta. Är ditt företag redan kund
      loggar du in via ert affärssystem eller den inloggningslänk du fått av oss.</p>`,
  },
  {
    key: 'freight.page.loggedout',
    language: 'en',
    subject: 'Freight for business – compare, book and track your shipments',
    content: html`
      <p>Skeppa is the freight portal for companies that ship parcels, pallets and groupage within Sweden
      and abroad. Tell us what you are sending, from where and to where – we show price and delivery time
      from DHL Express, DHL Freight, DSV and UPS side by side, so you can choose what suits the shipment best.</p>
      <ul>
      <li><strong>Your company's prices in one place</strong> – one login instead of one portal per carrier.</li>
      <li><strong>Booked in minutes</strong> – waybills, labels and customs documents are created at once.</li>
      <li><strong>In control afterwards</strong> – tracking, transport insurance, complaints and invoices together.</li>
      </ul>
      <p>Try the demo without logging in and see what your next shipment would cost. If your company is
      already a customer, log in through your business system or the login link you received from us.</p>`,
  },
];

const siteError: SeedContent[] = [
  // Empty on purpose: the site-wide notice is only shown when an editor writes one.
  { key: 'freight.error.site', language: 'sv', subject: '', content: '' },
  { key: 'freight.error.site', language: 'en', subject: '', content: '' },
];

const home: SeedContent[] = [
  {
    key: 'freight.page.home',
    language: 'sv',
    subject: 'Bra att veta',
    content: html`
      <p>Ange avsändare, mottagare och gods i prisberäkningen, så visar vi pris och leveranstid från de
      transportörer ditt företag har valt.</p>
      <ul>
      <li>Upphämtningstiden för varje tjänst visas när du väljer den – boka i god tid före den.</li>
      <li>Spara vanliga mottagare i kontaktlistan, så går nästa bokning snabbare.</li>
      <li>Skickar du värdefullt gods? Lägg till transportförsäkring i samma bokning.</li>
      <li>Sändningar som inte bokas raderas automatiskt varje natt.</li>
      </ul>`,
  },
  {
    key: 'freight.page.home',
    language: 'en',
    subject: 'Good to know',
    content: html`
      <p>Enter sender, receiver and goods in the price calculation, and we show price and delivery time
      from the carriers your company has chosen.</p>
      <ul>
      <li>The pickup time of each service is shown when you choose it – book well before it.</li>
      <li>Save frequent receivers in the contact list to make the next booking faster.</li>
      <li>Shipping valuable goods? Add transport insurance in the same booking.</li>
      <li>Shipments that are not booked are deleted automatically every night.</li>
      </ul>`,
  },
];

const about: SeedContent[] = [
  {
    key: 'freight.page.about',
    language: 'sv',
    subject: 'Om Skeppa',
    content: html`
      <p>Skeppa är en bokningstjänst för företagets frakt. Vi samlar flera transportörers tjänster i en
      portal, så att du kan jämföra pris och leveranstid, boka, skriva ut dokument och följa sändningen
      utan att byta system.</p>
      <h3>Det här kan du göra i Skeppa</h3>
      <ul>
      <li>Räkna pris på paket, pall och styckegods, inrikes och till utlandet.</li>
      <li>Boka med upphämtning och skriva ut fraktsedlar och etiketter (PDF eller för etikettskrivare).</li>
      <li>Skapa tullfakturor och skicka dem digitalt där transportören tar emot det.</li>
      <li>Försäkra godset, anmäla skador och reklamera.</li>
      <li>Se fakturor och ordrar och betala senare med kredittid.</li>
      </ul>
      <h3>Vem utför transporten?</h3>
      <p>Transporten utförs av den transportör du väljer, enligt dess villkor. Skeppa förmedlar bokningen,
      samlar dokumenten och hjälper dig om något går fel.</p>
      <h3>Kundtjänst</h3>
      <p>Vi svarar vardagar 08.00–17.00 på <a href="mailto:kundtjanst@skeppa.se">kundtjanst@skeppa.se</a>.
      Ange gärna fraktsedelsnumret när det gäller en viss sändning.</p>`,
  },
  {
    key: 'freight.page.about',
    language: 'en',
    subject: 'About Skeppa',
    content: html`
      <p>Skeppa is a booking service for your company's freight. We bring several carriers' services
      together in one portal, so you can compare price and delivery time, book, print documents and
      track the shipment without switching systems.</p>
      <h3>What you can do in Skeppa</h3>
      <ul>
      <li>Price parcels, pallets and groupage, within Sweden and abroad.</li>
      <li>Book with pickup and print waybills and labels (PDF or for label printers).</li>
      <li>Create customs invoices and send them digitally where the carrier accepts it.</li>
      <li>Insure the goods, report damage and file complaints.</li>
      <li>See invoices and orders, and pay later with a credit period.</li>
      </ul>
      <h3>Who carries the goods?</h3>
      <p>The carrier you choose performs the transport, under its own terms. Skeppa passes on the booking,
      gathers the documents and helps you if something goes wrong.</p>
      <h3>Customer service</h3>
      <p>We answer on weekdays 08.00–17.00 at <a href="mailto:kundtjanst@skeppa.se">kundtjanst@skeppa.se</a>.
      Please quote the waybill number when your question concerns a particular shipment.</p>`,
  },
];

const guide: SeedContent[] = [
  {
    key: 'freight.page.guide',
    language: 'sv',
    subject: 'Så bokar du en sändning',
    content: html`
      <ol>
      <li><strong>Räkna pris.</strong> Ange land och postnummer för avsändare och mottagare och beskriv
      godset: antal kolli, vikt, mått i centimeter och typ – paket, EUR-pall eller halvpall. Ange om
      godset tål att staplas.</li>
      <li><strong>Jämför och välj tjänst.</strong> Du ser pris exklusive moms och leveranstid för varje
      tjänst som kan ta sändningen. Välj den som passar bäst.</li>
      <li><strong>Komplettera sändningen.</strong> Fyll i adresser, kontaktperson, telefon och e-post för
      avisering, era referenser och önskad upphämtningsdag. Lägg till tillval som transportförsäkring.
      Vid export utanför EU fyller du även i tulluppgifterna.</li>
      <li><strong>Boka.</strong> Kontrollera uppgifterna och boka. Sändningen får ett fraktsedelsnummer och
      transportören får bokningen direkt.</li>
      <li><strong>Skriv ut dokumenten.</strong> Skriv ut fraktsedel och etiketter och fäst en etikett på
      varje kolli. Ge fraktsedeln till chauffören om transportören kräver det.</li>
      <li><strong>Följ sändningen.</strong> Under Bokade ser du status: bokad, utskriven, bekräftad,
      upphämtad, under transport och levererad.</li>
      </ol>
      <h3>Tips</h3>
      <ul>
      <li>En sändning du inte bokar direkt hamnar under Ej bokade. Där kan du boka flera på en gång med
      Boka alla. Ej bokade sändningar raderas varje natt.</li>
      <li>Spara mottagare i kontaktlistan, eller importera dem från en Excel-fil.</li>
      </ul>`,
  },
  {
    key: 'freight.page.guide',
    language: 'en',
    subject: 'How to book a shipment',
    content: html`
      <ol>
      <li><strong>Calculate the price.</strong> Enter country and postcode of sender and receiver and
      describe the goods: number of packages, weight, dimensions in centimetres and type – parcel, EUR
      pallet or half pallet. State whether the goods can be stacked.</li>
      <li><strong>Compare and choose a service.</strong> You see the price excluding VAT and the delivery
      time of every service that can carry the shipment. Choose the one that suits you best.</li>
      <li><strong>Complete the shipment.</strong> Fill in addresses, contact person, phone and e-mail for
      notification, your references and the pickup date you want. Add options such as transport
      insurance. For exports outside the EU you also fill in the customs details.</li>
      <li><strong>Book.</strong> Check the details and book. The shipment gets a waybill number and the
      carrier receives the booking at once.</li>
      <li><strong>Print the documents.</strong> Print the waybill and labels and attach one label to each
      package. Hand the waybill to the driver if the carrier requires it.</li>
      <li><strong>Track the shipment.</strong> Under Booked you see its status: booked, printed,
      confirmed, picked up, in transit and delivered.</li>
      </ol>
      <h3>Tips</h3>
      <ul>
      <li>A shipment you do not book at once is kept under Not booked. There you can book several at once
      with Book all. Shipments that are not booked are deleted every night.</li>
      <li>Save receivers in the contact list, or import them from an Excel file.</li>
      </ul>`,
  },
];

const faq: SeedContent[] = [
  {
    key: 'freight.page.faq',
    language: 'sv',
    subject: 'Vanliga frågor',
    content: html`
      <h3>Vad kostar det att använda Skeppa?</h3>
      <p>Det kostar inget att räkna pris. Du betalar för de transporter du bokar, enligt ditt företags
      prislista. Priserna visas exklusive moms; transporter inom Sverige och EU har 25 % moms, transporter till eller från
      länder utanför EU är momsfria. Du får en faktura i månaden för månadens bokningar.</p>
      <h3>Varför får jag inget pris?</h3>
      <p>Kontrollera att postnumren stämmer och att vikt och mått är rimliga – varje tjänst har gränser för
      vikt och mått per kolli. Transportören måste också vara vald i dina profilinställningar.</p>
      <h3>Hur räknas fraktdragande vikt?</h3>
      <p>Priset bygger på det högsta av verklig vikt, volymvikt och flakmetervikt. Volymvikten beror på
      tjänsten: för expresspaket räknas 200 kg per kubikmeter, för inrikes styckegods 280 kg. En flakmeter är
      längd × bredd i meter delat med 2,4; en EUR-pall motsvarar 0,4 flakmeter.</p>
      <h3>När hämtas min sändning?</h3>
      <p>Den dag du anger vid bokningen, inom det tidsfönster du väljer. Transportörens sista tid för
      bokning samma dag visas när du väljer tjänst.</p>
      <h3>Kan jag ändra eller avboka en bokad sändning?</h3>
      <p>Kontakta kundtjänst så snart som möjligt med fraktsedelsnumret. En sändning som redan har hämtats
      kan inte avbokas.</p>
      <h3>Kan jag skicka till privatpersoner?</h3>
      <p>Ja. Välj privatperson som mottagartyp, så visas de tjänster som levererar till hem eller
      utlämningsställe. Mottagaren aviseras via sms eller e-post.</p>
      <h3>Godset kom fram skadat – vad gör jag?</h3>
      <p>Be mottagaren notera synliga skador på fraktsedeln vid leveransen. Anmäl skadan under
      Reklamationer; dolda skador ska anmälas inom 7 dagar efter leverans. Var godset försäkrat gör du
      också en försäkringsanmälan.</p>
      <h3>Var hittar jag mina fakturor?</h3>
      <p>Under Fakturahistorik i menyn. Där ser du också om fakturan är betald.</p>`,
  },
  {
    key: 'freight.page.faq',
    language: 'en',
    subject: 'Frequently asked questions',
    content: html`
      <h3>What does it cost to use Skeppa?</h3>
      <p>Calculating prices is free. You pay for the transports you book, according to your company's
      price list. Prices are shown excluding VAT; transport within Sweden and the EU carries 25 % VAT,
      transport to or from countries outside the EU is exempt. You get one invoice a month for the
      month's bookings.</p>
      <h3>Why do I get no price?</h3>
      <p>Check that the postcodes are right and that weight and dimensions are reasonable – every service
      has limits on weight and size per package. The carrier must also be selected in your profile
      settings.</p>
      <h3>How is the chargeable weight calculated?</h3>
      <p>The price is based on the highest of actual weight, volume weight and loading-metre weight.
      Volume weight depends on the service: express parcels count 200 kg per cubic metre, domestic
      groupage 280 kg. A loading metre is length × width in metres divided by 2.4; a EUR pallet equals
      0.4 loading metres.</p>
      <h3>When is my shipment picked up?</h3>
      <p>On the day you give when booking, within the time window you choose. The carrier's latest time
      for same-day booking is shown when you choose the service.</p>
      <h3>Can I change or cancel a booked shipment?</h3>
      <p>Contact customer service as soon as possible with the waybill number. A shipment that has already
      been picked up cannot be cancelled.</p>
      <h3>Can I ship to private persons?</h3>
      <p>Yes. Choose private person as the receiver type to see the services that deliver to the home or
      to a service point. The receiver is notified by text message or e-mail.</p>
      <h3>The goods arrived damaged – what do I do?</h3>
      <p>Ask the receiver to note visible damage on the waybill at delivery. Report the damage under
      Complaints; hidden damage must be reported within 7 days of delivery. If the goods were insured,
      file an insurance claim as well.</p>
      <h3>Where do I find my invoices?</h3>
      <p>Under Invoice history in the menu. It also shows whether each invoice has been paid.</p>`,
  },
];

const carriers: SeedContent[] = [
  {
    key: 'freight.page.carriers',
    language: 'sv',
    subject: 'Transportörer och tjänster',
    content: html`
      <p>I Skeppa bokar du hos fyra transportörer. Vilka tjänster du ser beror på sändningen och på vilka
      transportörer ditt företag har valt i profilinställningarna.</p>
      <h3>DHL Express</h3>
      <p>Tidsdefinierade expressleveranser av dokument och paket över hela världen.</p>
      <ul>
      <li><strong>Express Worldwide</strong> – leverans under nästa möjliga arbetsdag.</li>
      <li><strong>Express 12:00 och Express 9:00</strong> – leverans före kl. 12 respektive 9 nästa möjliga arbetsdag.</li>
      <li><strong>Economy Select</strong> – prisvärd vägtransport inom Europa för tyngre, mindre brådskande försändelser.</li>
      </ul>
      <h3>DHL Freight</h3>
      <p>Paket, pall och styckegods inom Sverige och till Europa.</p>
      <ul>
      <li><strong>DHL Paket</strong> och <strong>DHL Service Point</strong> – paket till företag och till utlämningsställen.</li>
      <li><strong>DHL Pall</strong> och <strong>DHL Stycke</strong> – pallar och styckegods med upphämtning.</li>
      <li><strong>DHL Parti</strong> – större sändningar som partigods.</li>
      <li><strong>Euroconnect</strong> – paket, pall och styckegods till Europa.</li>
      </ul>
      <h3>DSV</h3>
      <p>Vägtransporter av styckegods, pall och partigods i Sverige och Europa – ett bra val för tyngre gods
      som inte behöver express.</p>
      <h3>UPS</h3>
      <ul>
      <li><strong>UPS Standard</strong> – vägtransport inom Europa till bra pris.</li>
      <li><strong>UPS Express Saver</strong> – leverans under nästa möjliga arbetsdag.</li>
      <li><strong>UPS Express</strong> – leverans på förmiddagen nästa möjliga arbetsdag.</li>
      </ul>
      <p>Både DHL Express och UPS tar emot tullfakturor digitalt (Paperless) för många länder.</p>
      <p>PostNord och TNT går för närvarande inte att boka i Skeppa.</p>`,
  },
  {
    key: 'freight.page.carriers',
    language: 'en',
    subject: 'Carriers and services',
    content: html`
      <p>In Skeppa you book with four carriers. Which services you see depends on the shipment and on the
      carriers your company has chosen in its profile settings.</p>
      <h3>DHL Express</h3>
      <p>Time-definite express delivery of documents and parcels worldwide.</p>
      <ul>
      <li><strong>Express Worldwide</strong> – delivery during the next possible business day.</li>
      <li><strong>Express 12:00 and Express 9:00</strong> – delivery by 12:00 or 9:00 on the next possible business day.</li>
      <li><strong>Economy Select</strong> – good-value road transport within Europe for heavier, less urgent shipments.</li>
      </ul>
      <h3>DHL Freight</h3>
      <p>Parcels, pallets and groupage within Sweden and to Europe.</p>
      <ul>
      <li><strong>DHL Paket</strong> and <strong>DHL Service Point</strong> – parcels to businesses and to service points.</li>
      <li><strong>DHL Pall</strong> and <strong>DHL Stycke</strong> – pallets and groupage with pickup.</li>
      <li><strong>DHL Parti</strong> – larger shipments as part loads.</li>
      <li><strong>Euroconnect</strong> – parcels, pallets and groupage to Europe.</li>
      </ul>
      <h3>DSV</h3>
      <p>Road transport of groupage, pallets and part loads in Sweden and Europe – a good choice for heavier
      goods that do not need express.</p>
      <h3>UPS</h3>
      <ul>
      <li><strong>UPS Standard</strong> – good-value road transport within Europe.</li>
      <li><strong>UPS Express Saver</strong> – delivery during the next possible business day.</li>
      <li><strong>UPS Express</strong> – morning delivery on the next possible business day.</li>
      </ul>
      <p>Both DHL Express and UPS accept customs invoices electronically (Paperless) for many countries.</p>
      <p>PostNord and TNT cannot be booked in Skeppa at present.</p>`,
  },
];

const packaging: SeedContent[] = [
  {
    key: 'freight.page.packaging',
    language: 'sv',
    subject: 'Emballage och märkning',
    content: html`
      <p>Rätt packat gods kommer fram helt och blir rätt prissatt. Transportörens ansvar för skador kan
      begränsas om godset är bristfälligt förpackat.</p>
      <h3>Paket</h3>
      <ul>
      <li>Använd en stadig kartong som är hel och fyll ut tomrum så att innehållet inte rör sig.</li>
      <li>Tejpa alla skarvar ordentligt, gärna i ett H-mönster på över- och undersidan.</li>
      <li>Ange ytterkartongens verkliga mått och vikt vid bokningen.</li>
      </ul>
      <h3>Pall</h3>
      <ul>
      <li><strong>EUR-pall:</strong> 120 × 80 cm. Pallen väger cirka 25 kg och är 14,4 cm hög.</li>
      <li><strong>Halvpall:</strong> 60 × 80 cm.</li>
      <li>Godset ska stå inom pallens kanter, vara stabilt och säkrat med sträckfilm eller band.</li>
      <li>Ange höjden inklusive pallen och totalvikten inklusive pallen.</li>
      </ul>
      <h3>Stapling</h3>
      <p>Ange vid bokningen om godset tål att annat gods staplas ovanpå. Stapelbart gods prissätts efter
      volym; gods som inte får staplas tar golvyta och prissätts efter flakmeter (längd × bredd ÷ 2,4 –
      en EUR-pall är 0,4 flakmeter). Märk gods som inte får staplas tydligt.</p>
      <h3>Märkning</h3>
      <ul>
      <li>Fäst en etikett från Skeppa på varje kolli, på ovansidan eller en sida – på pall gärna på två
      motstående sidor.</li>
      <li>Ta bort eller täck över gamla etiketter och streckkoder.</li>
      <li>Märk ömtåligt gods, och ange vilken sida som ska vara upp.</li>
      </ul>
      <p>Farligt gods får bara skickas efter överenskommelse. Kontakta kundtjänst innan du bokar.</p>`,
  },
  {
    key: 'freight.page.packaging',
    language: 'en',
    subject: 'Packaging and labelling',
    content: html`
      <p>Well-packed goods arrive intact and are priced correctly. The carrier's liability for damage may
      be limited if the goods are poorly packed.</p>
      <h3>Parcels</h3>
      <ul>
      <li>Use a sturdy, undamaged box and fill empty space so the contents cannot move.</li>
      <li>Tape all seams well, preferably in an H pattern on top and bottom.</li>
      <li>Give the outer box's real dimensions and weight when booking.</li>
      </ul>
      <h3>Pallets</h3>
      <ul>
      <li><strong>EUR pallet:</strong> 120 × 80 cm. The pallet weighs about 25 kg and is 14.4 cm high.</li>
      <li><strong>Half pallet:</strong> 60 × 80 cm.</li>
      <li>Goods must stay within the pallet's edges, be stable and secured with stretch film or straps.</li>
      <li>Give the height including the pallet and the total weight including the pallet.</li>
      </ul>
      <h3>Stacking</h3>
      <p>State when booking whether other goods may be stacked on top. Stackable goods are priced by
      volume; goods that must not be stacked take floor space and are priced by loading metres (length ×
      width ÷ 2.4 – a EUR pallet is 0.4 loading metres). Mark goods that must not be stacked clearly.</p>
      <h3>Labelling</h3>
      <ul>
      <li>Attach a Skeppa label to every package, on the top or a side – on pallets preferably on two
      opposite sides.</li>
      <li>Remove or cover old labels and barcodes.</li>
      <li>Mark fragile goods, and show which side must be up.</li>
      </ul>
      <p>Dangerous goods may only be sent by prior agreement. Contact customer service before booking.</p>`,
  },
];

const insurance: SeedContent[] = [
  {
    key: 'freight.page.insurance',
    language: 'sv',
    subject: 'Transportförsäkring',
    content: html`
      <p>Transportörens ansvar är begränsat enligt lag och villkor – för vägtransport i Sverige ungefär
      150 kronor per kilo. Är godset värt mer kan du försäkra det till fullt värde när du bokar.</p>
      <h3>Pris och försäkringsbelopp</h3>
      <ul>
      <li>Premien är <strong>0,75 % av godsets värde</strong>, lägst <strong>65 kr</strong> per sändning.</li>
      <li>Godsvärdet kan vara från <strong>1 000 kr</strong> upp till <strong>1 000 000 kr</strong> per sändning.</li>
      <li>Exempel: gods värt 20 000 kr kostar 150 kr att försäkra; gods värt 5 000 kr kostar 65 kr.</li>
      </ul>
      <h3>Vad försäkringen gäller</h3>
      <p>Försäkringen gäller för sändningar bokade i Skeppa, från upphämtning till leverans, och ersätter
      fysisk skada på och förlust av godset med upp till det försäkrade värdet. Förseningar och
      följdskador ersätts inte, och inte heller skador som beror på bristfälligt emballage.</p>
      <h3>Så anmäler du en skada</h3>
      <ol>
      <li>Be mottagaren notera synliga skador på fraktsedeln och fotografera godset och emballaget.</li>
      <li>Gör en försäkringsanmälan från sändningen under Bokade så snart som möjligt, senast 7 dagar
      efter leverans.</li>
      <li>Bifoga faktura eller annat som visar godsets värde, bilderna och en beskrivning av skadan.</li>
      <li>Spara godset och emballaget tills ärendet är avgjort.</li>
      </ol>`,
  },
  {
    key: 'freight.page.insurance',
    language: 'en',
    subject: 'Transport insurance',
    content: html`
      <p>The carrier's liability is limited by law and terms – for road transport in Sweden to roughly
      SEK 150 per kilo. If your goods are worth more, you can insure them at full value when booking.</p>
      <h3>Price and insured value</h3>
      <ul>
      <li>The premium is <strong>0.75 % of the goods value</strong>, at least <strong>SEK 65</strong> per shipment.</li>
      <li>The goods value can be from <strong>SEK 1,000</strong> up to <strong>SEK 1,000,000</strong> per shipment.</li>
      <li>Example: goods worth SEK 20,000 cost SEK 150 to insure; goods worth SEK 5,000 cost SEK 65.</li>
      </ul>
      <h3>What the insurance covers</h3>
      <p>The insurance covers shipments booked in Skeppa, from pickup to delivery, and pays for physical
      damage to and loss of the goods up to the insured value. Delays and consequential losses are not
      covered, nor is damage caused by inadequate packaging.</p>
      <h3>How to file a claim</h3>
      <ol>
      <li>Ask the receiver to note visible damage on the waybill and photograph the goods and packaging.</li>
      <li>File an insurance claim from the shipment under Booked as soon as possible, at the latest 7 days
      after delivery.</li>
      <li>Attach an invoice or other proof of the goods value, the photos and a description of the damage.</li>
      <li>Keep the goods and packaging until the claim has been settled.</li>
      </ol>`,
  },
];

export const seedContent: SeedContent[] = [
  ...loggedOut,
  ...siteError,
  ...home,
  ...about,
  ...guide,
  ...faq,
  ...carriers,
  ...packaging,
  ...insurance,
];
