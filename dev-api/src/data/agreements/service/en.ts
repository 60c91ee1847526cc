import { section, type AgreementDocument } from '../document';

export const EN: AgreementDocument = {
  title: 'Service Agreement',
  sections: [
    section(
      '1. Parties and definitions',
      'This agreement is between you and Hangzhou Qitong Digital Technology Co., Ltd., operator of the Youpin Rent platform and lessor ("we" or "us"), and covers the protection services added to a rental order ("protection services"). It supplements the Rental Agreement. By ticking a protection service on the order page and signing the rental contract, you accept it.',
      'Protection services are our commitment, as lessor, to bear the cost of certain damage to or loss of the device. They are not insurance. Anything this agreement does not cover is governed by the Rental Agreement.',
    ),
    section(
      '2. What the services cover',
      'Screen protection: one free screen replacement if the screen cracks by accident during the term.',
      'Accident cover: repairs of damage from drops, liquid, crushing and other accidents during the term are on us, as often as needed, each repair up to the buyout price.',
      'Damage waiver: scratches and dents from normal use are not charged at the return inspection.',
      'Crash cover (drones): if the drone collides or crashes in flight, return the wreck and get one replacement at the covered price.',
      'Loss cover (earbuds and similar): a single lost earbud or accessory is replaced at cost.',
      'Which services a product offers is shown on its product page.',
    ),
    section(
      '3. Fees and payment',
      'Service fees are those shown on the product page: one-off fees are paid with the first installment after signing; per-period fees are paid with each installment. The amount is the one shown on the order confirmation page.',
      'Service fees are listed separately in the order and bills; they are not rent and do not affect the deposit waiver.',
    ),
    section(
      '4. Duration',
      'A protection service starts when the term starts and ends at the end of the term, on early return or on buyout. Services can only be chosen when ordering and cannot be added afterwards.',
    ),
    section(
      '5. What is not covered',
      'Not covered: deliberate damage, or damage from opening, flashing or self-repair; damage while the device is sublet or lent to others; loss or theft of the whole device (loss cover only covers single earbuds and accessories); software faults and data loss; normal ageing that does not affect use; losses from war, nuclear radiation or similar force majeure; claims made with false documents.',
      'Faults not caused by you are repaired or the device is replaced free of charge under the Rental Agreement anyway; no protection service is needed for them.',
    ),
    section(
      '6. How to make a claim',
      'Within 48 hours of covered damage, apply by calling our hotline or through "Feedback" in the app, describe what happened and attach photos of the damage. We review it within 1 working day and arrange a free collection.',
      'We inspect and repair the device within 7 working days of receiving it; if the repair takes more than 3 days, you can ask for a loan device of the same model or class. If the damage turns out not to be covered, we tell you why and quote the repair, which goes ahead only with your approval; or we send the device back as it is.',
    ),
    section(
      '7. Loss and theft',
      'If the whole device is lost or stolen, protection services do not apply and section 6 of the Rental Agreement applies. To claim under loss cover, describe how the item was lost; each accessory can be replaced once per term.',
    ),
    section(
      '8. Cancellation and refunds',
      'If you cancel before the device ships, service fees already paid are refunded in full. After receipt, one-off fees are not refunded; per-period fees stop from the day the rental ends early or the device is bought.',
      'If the Rental Agreement is terminated through our fault, service fees for the unused period are refunded in full.',
    ),
    section(
      '9. Personal data',
      'To handle a claim we give the repair partner the device details, a description of the damage and the collection details it needs, for inspection and repair only. The Privacy Policy sets out the rules.',
    ),
    section(
      '10. Liability',
      "If we do not finish a repair or provide a loan device in the agreed time, you are excused one day's rent for each day of delay. Nothing in this agreement limits liability we cannot limit by law, or your statutory rights.",
    ),
    section(
      '11. Disputes and contact',
      "This agreement is governed by the laws of the People's Republic of China (mainland). The parties will first try to settle any dispute amicably; failing that, either party may bring proceedings before the competent people's court where we are domiciled.",
      'For any question, call our hotline {customerPhone} (daily 9:00–21:00), leave a message under "Feedback" in the app or write to service@youpin-rent.example. Operator: Hangzhou Qitong Digital Technology Co., Ltd., 5th floor, Building 3, 88 Yunqi Road, Xihu District, Hangzhou, Zhejiang.',
    ),
  ],
};
