import { section, type AgreementDocument } from '../document';

export const ES: AgreementDocument = {
  title: 'Acuerdo de servicios',
  sections: [
    section(
      '1. Partes y definiciones',
      'Este acuerdo se celebra entre tú y Hangzhou Qitong Digital Technology Co., Ltd., operador de la plataforma Youpin Rent y arrendador («nosotros»), y regula los servicios de protección añadidos a un pedido de alquiler («servicios de protección»). Complementa el Contrato de alquiler. Al marcar un servicio de protección en la página del pedido y firmar el contrato, lo aceptas.',
      'Los servicios de protección son nuestro compromiso, como arrendador, de asumir el coste de ciertos daños o pérdidas del equipo. No son un seguro. Lo que este acuerdo no regule se rige por el Contrato de alquiler.',
    ),
    section(
      '2. Qué cubren',
      'Protección de pantalla: una sustitución gratuita de la pantalla si se rompe por accidente durante el plazo.',
      'Protección contra accidentes: las reparaciones por caídas, líquidos, aplastamientos y otros accidentes durante el plazo corren de nuestra cuenta, tantas veces como haga falta, cada una hasta el precio de compra.',
      'Exención por daños: los arañazos y golpes del uso normal no se cobran en la revisión de devolución.',
      'Protección contra choques (drones): si el dron choca o se estrella en vuelo, devuelve los restos y recibe una sustitución al precio cubierto.',
      'Protección contra pérdida (auriculares y similares): un auricular o accesorio perdido se repone a precio de coste.',
      'Los servicios disponibles para cada producto se indican en su ficha.',
    ),
    section(
      '3. Precio y pago',
      'El precio de los servicios es el que muestra la ficha del producto: los de pago único se abonan con la primera cuota tras firmar; los de pago periódico se pagan con cada cuota. El importe es el que aparece en la página de confirmación del pedido.',
      'Los servicios figuran por separado en el pedido y en las facturas; no son alquiler ni afectan a la exención de depósito.',
    ),
    section(
      '4. Duración',
      'Un servicio de protección empieza cuando empieza el plazo y termina al final del plazo, con la devolución anticipada o con la compra. Solo puede elegirse al hacer el pedido y no puede añadirse después.',
    ),
    section(
      '5. Qué no está cubierto',
      'No se cubren: los daños intencionados o causados por abrir el equipo, cambiarle el sistema o repararlo por tu cuenta; los daños mientras el equipo está subarrendado o prestado; la pérdida o el robo del equipo completo (la protección contra pérdida solo cubre auriculares sueltos y accesorios); los fallos de software y la pérdida de datos; el envejecimiento normal que no impide el uso; las pérdidas por guerra, radiación nuclear u otra fuerza mayor similar; las solicitudes con documentos falsos.',
      'Las averías no causadas por ti se reparan o el equipo se cambia gratis según el Contrato de alquiler; para ellas no hace falta ningún servicio de protección.',
    ),
    section(
      '6. Cómo solicitar la protección',
      'En las 48 horas siguientes a un daño cubierto, solicítala llamando a nuestra línea de atención o en «Comentarios» de la aplicación, explica lo ocurrido y adjunta fotos del daño. La revisamos en 1 día hábil y organizamos una recogida gratuita.',
      'Revisamos y reparamos el equipo en los 7 días hábiles siguientes a su recepción; si la reparación tarda más de 3 días, puedes pedir un equipo de sustitución del mismo modelo o gama. Si el daño no está cubierto, te explicamos el motivo y te damos un presupuesto, que solo se ejecuta con tu aprobación; o te devolvemos el equipo tal cual.',
    ),
    section(
      '7. Pérdida y robo',
      'Si se pierde o roban el equipo completo, los servicios de protección no se aplican y rige la cláusula 6 del Contrato de alquiler. Para reponer un accesorio con la protección contra pérdida, explica cómo se perdió; cada accesorio puede reponerse una vez por plazo.',
    ),
    section(
      '8. Cancelación y reembolsos',
      'Si cancelas antes del envío, te devolvemos íntegramente lo pagado por los servicios. Tras la recepción, los pagos únicos no se reembolsan; los pagos periódicos dejan de cobrarse desde el día de la devolución anticipada o la compra.',
      'Si el Contrato de alquiler se resuelve por causa nuestra, te devolvemos íntegramente lo pagado por el periodo no utilizado.',
    ),
    section(
      '9. Datos personales',
      'Para tramitar una solicitud facilitamos al taller colaborador los datos del equipo, la descripción del daño y los datos de recogida necesarios, solo para la revisión y la reparación. La Política de privacidad explica las reglas.',
    ),
    section(
      '10. Responsabilidad',
      'Si no terminamos una reparación o no facilitamos un equipo de sustitución en el plazo acordado, te eximimos de un día de alquiler por cada día de retraso. Nada en este acuerdo limita responsabilidades que la ley no permite limitar ni tus derechos legales.',
    ),
    section(
      '11. Controversias y contacto',
      'Este acuerdo se rige por las leyes de la República Popular China (continental). Las partes intentarán primero resolver cualquier controversia de forma amistosa; si no es posible, cualquiera podrá acudir al tribunal popular competente de nuestro domicilio.',
      'Para cualquier consulta, llama a nuestra línea de atención {customerPhone} (todos los días de 9:00 a 21:00), deja un mensaje en «Comentarios» de la aplicación o escribe a service@youpin-rent.example. Operador: Hangzhou Qitong Digital Technology Co., Ltd., 5.ª planta, edificio 3, Yunqi Road 88, distrito de Xihu, Hangzhou, Zhejiang.',
    ),
  ],
};
