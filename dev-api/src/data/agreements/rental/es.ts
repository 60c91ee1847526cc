import { section, type AgreementDocument } from '../document';

export const ES: AgreementDocument = {
  title: 'Contrato de alquiler',
  sections: [
    section(
      '1. Partes y definiciones',
      'Este contrato se celebra por vía electrónica en la plataforma Youpin Rent entre tú, el arrendatario («tú»), y el arrendador, Hangzhou Qitong Digital Technology Co., Ltd., que opera la plataforma («Youpin Rent» o «nosotros»). Al marcar tu consentimiento en la página del pedido, pulsar «Firmar» y superar el control facial, firmas este contrato personalmente, con el mismo valor que un contrato en papel.',
      'En este contrato: el «equipo» es el dispositivo indicado en el pedido con sus accesorios, embalaje y regalos; el «plazo» es el número de días o meses del pedido; el «alquiler» es el importe de cada periodo; la «exención de depósito» es la parte del depósito que no pagas gracias a tu evaluación de crédito; la «preautorización» es la retención, a través de tu monedero de pago, de la parte del depósito no eximida; el «precio de compra» es el precio indicado en el pedido y en la ficha del producto para quedarte con el equipo.',
      'El equipo sigue siendo propiedad del arrendador hasta que hayas pagado íntegramente el precio de compra.',
    ),
    section(
      '2. Plazo y alquiler',
      'Inicio del plazo: {rentStart}; termina en la fecha y hora de fin que muestra el pedido.',
      'En los alquileres mensuales, la primera cuota se paga tras firmar y las siguientes vencen el mismo día de cada mes (en los meses sin ese día, el último día del mes); las pagas tú desde las facturas del pedido antes de su vencimiento. Los alquileres por días se pagan de una vez tras firmar.',
      'Puedes adelantar cuotas cuando quieras desde el detalle del pedido, sin coste adicional. Los importes debidos son los que muestran las páginas del pedido y de facturas.',
    ),
    section(
      '3. Crédito sin depósito y preautorización',
      'Al hacer el pedido, y solo con tu consentimiento expreso, fijamos la exención de depósito según la evaluación del servicio de crédito de tu monedero de pago, hasta {waiverCap}. La parte eximida no se paga. La parte no eximida queda retenida como preautorización en tu monedero: el dinero sigue siendo tuyo y no se cobra.',
      'Solo si no pagas el alquiler a tiempo, no devuelves el equipo como se acordó o no pagas un equipo dañado o perdido, podremos, tras avisarte por SMS o mensaje en la aplicación, cobrar de los fondos retenidos el importe realmente debido.',
      'Liberación: {depositRelease}, y el detalle del pedido muestra cuándo se liberó. Tu evaluación de crédito solo sirve para decidir este alquiler; no la usamos para otros fines ni la comunicamos a terceros.',
    ),
    section(
      '4. Entrega y recepción',
      'Un transportista designado por nosotros entrega el equipo en la dirección que indicaste, y debes recibirlo tú en persona con un documento de identidad válido. Otra persona solo puede recibirlo o reenviarlo con nuestro consentimiento previo.',
      'Al recibirlo, revisa delante del repartidor el embalaje, el modelo, el color, los accesorios y el aspecto. Si algo está dañado, es incorrecto o falta, rechaza el envío y contacta enseguida con atención al cliente. Si aparece una avería no causada por ti en los 7 días siguientes a la recepción, cambiamos el equipo gratis.',
      'Desde que firmas la recepción, eres responsable de la custodia del equipo.',
    ),
    section(
      '5. Uso y cuidado del equipo',
      'Usa el equipo como prevé el fabricante y cuídalo. No lo abras, no le cambies el sistema ni lo liberes, no lo repares tú mismo ni sustituyas piezas, y no lo subarriendes, prestes, vendas ni pignores, ni lo uses para fines ilícitos.',
      'El equipo se entrega restablecido a los valores de fábrica. Durante el plazo, tus cuentas, datos y privacidad los gestionas tú. Antes de devolverlo, cierra tus cuentas (incluidos los servicios en la nube y las funciones de localización) y borra tus datos. Borramos todo equipo devuelto tras la revisión, pero no conservamos los datos que dejes en él.',
      'Las marcas leves del uso normal no son daños. Si el equipo se avería, contacta primero con atención al cliente y organizaremos la revisión y la reparación; las reparaciones no causadas por ti corren de nuestra cuenta.',
    ),
    section(
      '6. Pérdida, daños y servicios de protección',
      'Si el equipo sufre daños por tu culpa durante el plazo, pagas la reparación según el presupuesto del servicio oficial de la marca o de un taller designado por nosotros. Si no se puede reparar o la reparación supera el precio de compra, se considera pérdida total.',
      'Si el equipo se pierde, es robado o es pérdida total, avísanos en 24 horas; en caso de robo, denúncialo también a la policía y envíanos el justificante. Te cobraremos la pérdida: {lossCompensation}.',
      'Los servicios de protección que elegiste al pedir (como la protección de pantalla o la protección contra accidentes) se aplican según el Acuerdo de servicios; las pérdidas que cubren no se te cobran.',
    ),
    section(
      '7. Alquiler atrasado y recargos',
      'Si una cuota no se paga a su vencimiento, desde el día siguiente al vencimiento hasta el pago se aplica un recargo diario del {lateFeeRate} del importe atrasado; los recargos nunca superan el propio alquiler atrasado.',
      'Si el alquiler lleva más de 15 días atrasado, podemos cobrar lo debido de los fondos preautorizados y, en la medida en que la ley y tu consentimiento lo permitan, comunicar el retraso a servicios de información crediticia. En cuanto pagas, la marca de retraso del pedido desaparece automáticamente.',
      'Si conservas el equipo tras el plazo sin comprarlo, cada día adicional se cobra al alquiler diario medio, con los recargos anteriores.',
    ),
    section(
      '8. Devolución anticipada y al final del plazo',
      'En los últimos 7 días del plazo puedes elegir devolver o comprar el equipo desde el detalle del pedido. Para devolverlo, envíalo a la dirección indicada e introduce el número de seguimiento; pagamos nosotros el envío.',
      'También puedes pedir la devolución antes de que termine el plazo. El alquiler ya pagado no se reembolsa y las cuotas posteriores dejan de deberse, pero se aplica una penalización por resolución anticipada del {earlyReturnFee} del alquiler pendiente. El importe exacto aparece en el detalle del pedido y solo se aplica cuando lo confirmas.',
      'Revisamos el equipo en los 3 días hábiles siguientes a su recepción y te comunicamos el resultado. Si lo supera, el pedido termina y se libera la preautorización; los daños que excedan el desgaste normal o los accesorios que falten se tratan según la cláusula 6. Si no estás de acuerdo, puedes pedir una segunda revisión en 7 días.',
    ),
    section(
      '9. Compra',
      'Al final del plazo puedes comprar el equipo al precio de compra indicado en el pedido.',
      'También puedes comprarlo antes durante el plazo. El importe de compra anticipada es {buyoutFormula}; el detalle del pedido muestra el presupuesto al momento.',
      'Una vez pagada la compra, la propiedad pasa a ti, se libera la preautorización, el pedido termina y te entregamos el justificante de compra.',
    ),
    section(
      '10. Resolución',
      'Podemos resolver este contrato, y exigirte la devolución del equipo, el pago del alquiler y los recargos debidos y la indemnización de nuestras pérdidas, si: te retrasas más de 30 días en el alquiler; subarriendas, vendes o pignoras el equipo o lo usas de forma ilícita; diste una identidad o datos falsos; o abriste o dañaste deliberadamente el equipo.',
      'Puedes resolver este contrato si no entregamos como se acordó o si el equipo tiene una avería grave no causada por ti que no pueda repararse ni sustituirse en 7 días. En ese caso te reembolsamos el alquiler del periodo no utilizado y liberamos la preautorización.',
      'Puedes cancelar el pedido gratis en cualquier momento antes del envío; una vez enviado, rechazar el paquete lo cancela.',
    ),
    section(
      '11. Datos personales',
      'Para celebrar y cumplir este contrato tratamos tus datos de identidad (nombre, número de documento, fotos del documento, resultado del control facial), datos de contacto, dirección de entrega, contactos de emergencia y registros de pedidos y pagos, para la verificación de identidad, la evaluación de crédito, la entrega, el cobro y el control de riesgos. La Política de privacidad explica los detalles.',
      'Tus contactos de emergencia solo se usan para confirmar cómo localizarte cuando no conseguimos hacerlo; nunca les decimos cuánto debes ni qué pediste.',
    ),
    section(
      '12. Responsabilidad',
      'La parte que incumpla este contrato responde, conforme a la ley, de los daños que cause a la otra. La parte a la que una fuerza mayor (catástrofes naturales, grandes emergencias públicas, cortes de comunicaciones) impida cumplir debe avisar a la otra cuanto antes y queda exonerada en la medida afectada.',
      'No respondemos de la pérdida del software que instalaste ni de los datos que guardaste, salvo que se deba a culpa nuestra. Nada en este contrato limita responsabilidades que la ley no permite limitar ni los derechos que la ley te reconoce.',
    ),
    section(
      '13. Controversias y contacto',
      'Este contrato se rige por las leyes de la República Popular China (continental). Las partes intentarán primero resolver cualquier controversia de forma amistosa; si no es posible, cualquiera de ellas podrá acudir al tribunal popular competente del domicilio del arrendador.',
      'Para cualquier consulta, llama a nuestra línea de atención {customerPhone} (todos los días de 9:00 a 21:00), deja un mensaje en «Comentarios» de la aplicación o escribe a service@youpin-rent.example. Arrendador: Hangzhou Qitong Digital Technology Co., Ltd., 5.ª planta, edificio 3, Yunqi Road 88, distrito de Xihu, Hangzhou, Zhejiang.',
    ),
  ],
};
