import { section, type AgreementDocument } from '../document';

export const EN: AgreementDocument = {
  title: 'Rental Agreement',
  sections: [
    section(
      '1. Parties and definitions',
      'This agreement is made electronically on the Youpin Rent platform between you, the renter ("you"), and the lessor, Hangzhou Qitong Digital Technology Co., Ltd., which operates the platform ("Youpin Rent", "we" or "us"). When you tick your consent on the order page, tap "Sign" and pass the face check, you have signed this agreement yourself, with the same effect as a paper contract.',
      'In this agreement: the "device" is the equipment listed in the order with its accessories, packaging and gifts; the "term" is the number of days or months stated in the order; "rent" is the amount due for each period; the "deposit waiver" is the part of the deposit waived on the basis of your credit assessment; a "pre-authorization" is a hold placed through your payment wallet on any part of the deposit that is not waived; the "buyout price" is the price stated in the order and on the product page for which the device becomes yours.',
      'The device remains the property of the lessor until you have paid the buyout price in full.',
    ),
    section(
      '2. Rental term and rent',
      'Start of the term: {rentStart}; it ends at the end time shown in the order.',
      "For monthly rentals, the first installment is paid after signing; each later installment falls due on the same day of the month (in months without that day, on the last day of the month), and you pay it yourself from the order's bills by its due date. Daily rentals are paid in one payment after signing.",
      'You may pay future installments early at any time from the order detail, at no extra cost. The amounts due are those shown on the order and bill pages.',
    ),
    section(
      '3. Deposit-free credit and pre-authorization',
      "When you order, and only with your separate consent, we set your deposit waiver from the assessment returned by your payment wallet's credit service, up to {waiverCap}. The waived part of the deposit is not paid at all. Any part that is not waived is held as a pre-authorization in your wallet: the money stays yours and is not taken.",
      'Only if you fail to pay rent when due, fail to return the device as agreed, or do not pay for a damaged or lost device may we, after notifying you by text message or in-app message, take the amount actually owed from the held funds.',
      'Release: {depositRelease}, and the order detail shows when it was released. Your credit assessment is used only to decide this rental; we do not use it for anything else or disclose it to third parties.',
    ),
    section(
      '4. Delivery and receipt',
      'The device is delivered by a carrier we appoint to the address you entered, and must be signed for by you in person with valid ID. Someone else may receive or forward it only with our prior consent.',
      'When it arrives, check the packaging, model, color, accessories and appearance in front of the courier. If anything is damaged, wrong or missing, refuse the parcel and contact customer service at once. If a fault not caused by you appears within 7 days of receipt, we replace the device free of charge.',
      'From the moment you sign for the device, you are responsible for keeping it safe.',
    ),
    section(
      '5. Use and care of the device',
      'Use the device as its manufacturer intends and look after it. Do not open it, flash or jailbreak it, repair it yourself or replace parts, and do not sublet, lend, sell, pledge or mortgage it or use it for anything unlawful.',
      'The device is reset to factory settings before delivery. During the term your accounts, data and privacy are yours to manage. Before returning it, sign out of your accounts (including cloud services and device-finder features) and delete your data. We wipe every returned device after inspection but do not keep any data you leave on it.',
      'Light marks from normal use are not damage. If the device develops a fault, contact customer service first and we will arrange testing and repair; repairs not caused by you are at our cost.',
    ),
    section(
      '6. Loss, damage and protection services',
      "If the device is damaged through your fault during the term, you pay the repair cost quoted by the brand's official service or by a repairer we appoint. If it cannot be repaired, or the repair would cost more than the buyout price, it is treated as a total loss.",
      'If the device is lost, stolen or a total loss, tell us within 24 hours; if stolen, also report it to the police and send us the report receipt. We then charge you for the loss: {lossCompensation}.',
      'Any protection service you chose when ordering (such as screen protection or accident protection) applies as set out in the Service Agreement; losses it covers are not charged to you.',
    ),
    section(
      '7. Overdue rent and late fees',
      'If an installment is not paid by its due date, from the day after the due date until payment, a late fee of {lateFeeRate} of the overdue amount is charged per day; the late fees never exceed the overdue rent itself.',
      'If rent is more than 15 days overdue, we may take the amount owed from the pre-authorized funds and, as the law and your consent allow, report the overdue payment to credit reporting services. Once you pay, the overdue flag on the order clears automatically.',
      'If you keep the device after the term without buying it, each extra day is charged at the average daily rent, with late fees as above.',
    ),
    section(
      '8. Early return and return at the end of the term',
      'In the last 7 days of the term you can choose to return or buy the device from the order detail. To return it, send it to the address shown and enter the tracking number; we pay the postage.',
      'You may also ask to return the device before the term ends. Rent already paid is not refunded and later installments are no longer due, but an early termination fee of {earlyReturnFee} of the remaining rent applies. The exact amount is shown in the order detail and takes effect only when you confirm it.',
      'We inspect the device within 3 working days of receiving it and tell you the result. If it passes, the order ends and the pre-authorization is released; damage beyond normal wear or missing accessories are handled under section 6. If you disagree with the result, you may ask for a second inspection within 7 days.',
    ),
    section(
      '9. Buyout',
      'At the end of the term you may buy the device at the buyout price stated in the order.',
      'You may also buy it early during the term. The early buyout amount is {buyoutFormula}; the order detail shows a live quote.',
      'Once the buyout is paid, ownership passes to you, the pre-authorization is released, the order ends and we provide proof of purchase.',
    ),
    section(
      '10. Termination',
      'We may terminate this agreement, and require you to return the device, pay the rent and late fees due and compensate our losses, if you: are more than 30 days late with rent; sublet, sell or pledge the device or use it unlawfully; gave a false identity or false information; or opened or deliberately damaged the device.',
      'You may terminate this agreement if we fail to deliver as agreed, or if the device has a serious fault not caused by you that cannot be repaired or replaced within 7 days. We then refund rent paid for the unused period and release the pre-authorization.',
      'You may cancel the order free of charge at any time before it ships; once shipped, refusing the parcel cancels it.',
    ),
    section(
      '11. Personal data',
      'To make and perform this agreement we process your identity data (name, ID number, ID card photos, face check result), contact details, delivery address, emergency contacts and order and payment records, for real-name verification, credit assessment, delivery, payment collection and risk control. The Privacy Policy sets out the details.',
      'Your emergency contacts are used only to confirm how to reach you when we cannot reach you ourselves; we never tell them what you owe or what you ordered.',
    ),
    section(
      '12. Liability',
      'A party that breaches this agreement is liable for the loss it causes the other under the law. A party prevented from performing by force majeure (such as natural disasters, major public events or communication outages) must tell the other promptly and is excused to the extent affected.',
      'We are not liable for the loss of software you installed or data you stored, unless it was caused by our fault. Nothing in this agreement limits liability we cannot limit by law, or any right you have by law.',
    ),
    section(
      '13. Disputes and contact',
      "This agreement is governed by the laws of the People's Republic of China (mainland). The parties will first try to settle any dispute amicably; failing that, either party may bring proceedings before the competent people's court where the lessor is domiciled.",
      'For any question, call our hotline {customerPhone} (daily 9:00–21:00), leave a message under "Feedback" in the app or write to service@youpin-rent.example. Lessor: Hangzhou Qitong Digital Technology Co., Ltd., 5th floor, Building 3, 88 Yunqi Road, Xihu District, Hangzhou, Zhejiang.',
    ),
  ],
};
